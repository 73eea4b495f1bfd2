import { useEffect, useRef, useState, type ComponentType } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { SearchIcon } from './icons'
import {
  readPlainField,
  SearchForm,
  SearchSubmit,
  urlSearchText,
  useGoToResults,
  type PlainFieldState,
} from './header-search-parts'
import { SEARCH_FIELD_ID, SEARCH_FORM_ID, type HeaderSearchProps } from './header-search-slot'
import { useT } from '@/i18n/use-t'
import { searchFieldProps } from '@/features/catalog/search/search-field-props'
import { retryingImport } from '@/lib/retry-import'

type EnhancedForm = ComponentType<HeaderSearchProps & { takeOver: () => PlainFieldState }>
/** The enhanced form, and how it reads the plain field it replaces (readPlainField). */
interface Enhancement {
  Form: EnhancedForm
  takeOver: () => PlainFieldState
}

/** The search behaviour and suggestion list, loaded at the field's first focus. */
const loadSearchForm = retryingImport(() => import('./header-search-form'))

/**
 * The header's product search as a plain form (a GET to /products that works alone); the enhanced form
 * loads on first focus and takes its place. Submitted before that, it still navigates inside the app.
 */
export function HeaderSearch(props: HeaderSearchProps) {
  const t = useT()
  const urlText = useRouterState({ select: urlSearchText })
  const search = useGoToResults()
  const [enhanced, setEnhanced] = useState<Enhancement | null>(null)
  const field = useRef<HTMLInputElement>(null)
  const loading = useRef(false)
  // The phone's Search button may have opened the panel while this chunk loaded: focus as the header would have.
  const openedEarly = useRef(props.open)
  useEffect(() => {
    if (openedEarly.current) field.current?.focus()
  }, [])
  function enhance() {
    if (loading.current) return
    loading.current = true
    loadSearchForm().then(
      (m) => {
        // Focus is read now: the render that swaps the forms may remove the plain field first.
        const plain = field.current
        const focus = plain !== null && document.activeElement === plain
        setEnhanced({ Form: m.HeaderSearchForm, takeOver: () => readPlainField(plain, focus) })
      },
      // Not loadable: the plain form still works; tried again at the next focus.
      () => void (loading.current = false),
    )
  }
  if (enhanced) return <enhanced.Form {...props} takeOver={enhanced.takeOver} />
  return (
    <SearchForm
      id={SEARCH_FORM_ID}
      role="search"
      action="/products"
      $open={props.open}
      onSubmit={(e) => {
        // The GET to /products is for a page whose scripts never ran; once rendered here, the router goes.
        e.preventDefault()
        search(field.current?.value ?? '')
      }}
    >
      <input
        key={urlText}
        ref={field}
        id={SEARCH_FIELD_ID}
        {...searchFieldProps(t('search.products'))}
        // eslint-disable-next-line jsx-a11y/role-has-required-aria-props -- this stand-in has no popup to control (aria-expanded is false); the enhanced field that replaces it on first focus names its listbox in aria-controls.
        role="combobox"
        aria-expanded={false}
        defaultValue={urlText}
        onFocus={enhance}
      />
      <SearchSubmit type="submit" aria-label={t('search.submit')}>
        <SearchIcon />
      </SearchSubmit>
    </SearchForm>
  )
}
