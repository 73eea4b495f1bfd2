import { useState } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { useQuery } from '@/lib/use-query'
import { SearchCombobox } from '@/features/catalog/search/search-combobox'
import { storeInfoQueryOptions, storeSupports } from '@/features/store-info/api/store-info'
import { useNetworkState } from '@/features/pwa/network-status'
import { SearchIcon } from './icons'
import { SearchForm, SearchSubmit, urlSearchText, useGoToResults, type PlainFieldState } from './header-search-parts'
import { SEARCH_FIELD_ID, SEARCH_FORM_ID, type HeaderSearchProps } from './header-search-slot'
import { useT } from '@/i18n/use-t'
import { useApi } from '@/lib/api-context'

/**
 * The header's enhanced search form, taking the plain one's place (its text and focus) on first focus.
 * Submitting goes to `/products?search=<text>` (clipped to 200 characters); it offers suggestions.
 */
export function HeaderSearchForm({ open, onClose, takeOver }: HeaderSearchProps & { takeOver: () => PlainFieldState }) {
  const t = useT()
  const api = useApi()
  const { data: store } = useQuery(storeInfoQueryOptions(api))
  const remote = useNetworkState() === 'online' && storeSupports(store, 'search')
  const urlText = useRouterState({ select: urlSearchText })
  const [plain] = useState(takeOver)
  const [text, setText] = useState(plain.text)
  const [shownFor, setShownFor] = useState(urlText)
  if (shownFor !== urlText) {
    setShownFor(urlText)
    setText(urlText)
  }
  const search = useGoToResults()
  return (
    <SearchForm
      id={SEARCH_FORM_ID}
      role="search"
      action="/products"
      $open={open}
      onSubmit={(e) => {
        e.preventDefault()
        search(text)
      }}
    >
      <SearchCombobox
        id={SEARCH_FIELD_ID}
        value={text}
        onChange={setText}
        onSearch={search}
        remote={remote}
        autoFocus={plain.focus}
        selection={plain.selection}
        onEscape={onClose}
      />
      <SearchSubmit type="submit" aria-label={t('search.submit')}>
        <SearchIcon />
      </SearchSubmit>
    </SearchForm>
  )
}
