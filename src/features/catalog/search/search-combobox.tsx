import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useQuery } from '@/lib/use-query'
import { useNavigate } from '@tanstack/react-router'
import styled from 'styled-components'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { savedProducts } from './device-listing'
import { clearRecentSearches, useRecentSearches } from './recent-searches'
import { clipSearchText } from './search-text'
import { deviceSuggestions, mergeSuggestions, storeSuggestionsQueryOptions, SUGGEST_DELAY_MS } from './suggestions'
import { useT } from '@/i18n/use-t'
import { searchFieldProps } from './search-field-props'
import { useApi } from '@/lib/api-context'

export interface SearchComboboxProps {
  /** The input's id (its label points at it). */
  id: string
  value: string
  onChange: (text: string) => void
  /** Runs a search for `text` (the header goes to the results page). */
  onSearch: (text: string) => void
  /** Whether the store may be asked for suggestions: it lists "search" and requests get through. */
  remote: boolean
  /** Takes focus on mount (it replaces a lighter field that had it), with `selection` or the caret at the end. */
  autoFocus?: boolean
  /** The selection to restore with `autoFocus` ([start, end]): the one the replaced field had. */
  selection?: [number, number] | null
  /** Escape while the list is closed (the header then closes its phone search panel). */
  onEscape?: () => void
}

type Option = { kind: 'product'; id: string; label: string } | { kind: 'recent'; label: string }

/**
 * A WAI-ARIA combobox (list popup, manual selection): device matches at once, the store's after a
 * pause when `remote`; an empty field lists the recent searches. Focus stays in the field.
 */
export function SearchCombobox({
  id,
  value,
  onChange,
  onSearch,
  remote,
  autoFocus,
  selection,
  onEscape,
}: SearchComboboxProps) {
  const t = useT()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const listId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const wrapRef = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const recent = useRecentSearches()
  const text = clipSearchText(value)
  const settled = useDebouncedValue(text, SUGGEST_DELAY_MS)
  const api = useApi()
  const fromStore = useQuery({ ...storeSuggestionsQueryOptions(api, settled), enabled: remote && settled !== '' })
  // The device's matches are recomputed on each keystroke: they appear at once.
  const fromDevice = useMemo(
    () => (text ? deviceSuggestions(savedProducts(queryClient), text) : []),
    [text, queryClient],
  )

  const options: Option[] = text
    ? mergeSuggestions(remote && settled === text ? fromStore.data?.products : undefined, fromDevice).map((s) => ({
        kind: 'product',
        id: s.id,
        label: s.name,
      }))
    : recent.map((label) => ({ kind: 'recent', label }))
  const expanded = open && options.length > 0
  const optionId = (i: number) => `${listId}-${i}`

  // Before paint, so that no keystroke meant for the replaced field lands nowhere.
  useLayoutEffect(() => {
    if (!autoFocus || !inputRef.current) return
    const input = inputRef.current
    const [start, end] = selection ?? [input.value.length, input.value.length]
    input.focus()
    input.setSelectionRange(start, end)
    setOpen(true)
    // Only on mount: the selection is the replaced field's, not one to apply again later.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autoFocus])

  const choose = (option: Option) => {
    setOpen(false)
    setActive(-1)
    if (option.kind === 'recent') {
      onChange(option.label)
      onSearch(option.label)
    } else {
      void navigate({ to: '/product/$id', params: { id: option.id } })
    }
  }

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = options.length
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      if (n === 0) return
      const down = e.key === 'ArrowDown'
      if (!expanded) {
        setOpen(true)
        setActive(down ? 0 : n - 1)
      } else {
        setActive((i) => (down ? (i + 1) % n : i <= 0 ? n - 1 : i - 1))
      }
    } else if (e.key === 'Enter' && expanded && active >= 0 && active < n) {
      e.preventDefault()
      choose(options[active]!)
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault()
        e.stopPropagation()
        setOpen(false)
        setActive(-1)
      } else {
        onEscape?.()
      }
    }
  }

  return (
    <Wrap
      ref={wrapRef}
      onBlur={(e) => {
        // Focus moving to the Clear button stays "inside"; anywhere else closes the list.
        if (!wrapRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <input
        ref={inputRef}
        id={id}
        {...searchFieldProps(t('search.products'))}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={value}
        onChange={(e) => {
          onChange(e.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <Popup hidden={!expanded} data-testid="search-suggestions">
        {!text && <Caption aria-hidden="true">{t('search.recent')}</Caption>}
        <ul role="listbox" id={listId} aria-label={text ? t('search.suggestions') : t('search.recent')}>
          {expanded &&
            options.map((o, i) => (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- keyboard users pick with the arrow keys and Enter in the field (aria-activedescendant); focus never reaches an option.
              <li
                key={o.kind === 'product' ? `p-${o.id}` : `r-${o.label}`}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                // Keeps focus in the field while the pointer picks an option.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(o)}
              >
                {o.label}
              </li>
            ))}
        </ul>
        {!text && expanded && (
          <ClearButton
            type="button"
            onClick={() => {
              clearRecentSearches()
              inputRef.current?.focus()
            }}
          >
            {t('search.clearRecent')}
          </ClearButton>
        )}
      </Popup>
    </Wrap>
  )
}

const Wrap = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  input {
    width: 100%;
    min-height: 44px;
    padding: 0 12px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.text};
  }
`
const Popup = styled.div`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  z-index: 30;
  background: ${({ theme }) => theme.color.bg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 4px 0;
  &[hidden] {
    display: none;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    min-height: 44px;
    padding: 10px 12px;
    cursor: pointer;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  li[aria-selected='true'] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
  }
  li:hover:not([aria-selected='true']) {
    background: ${({ theme }) => theme.color.surface};
  }
`
const Caption = styled.p`
  margin: 0;
  padding: 6px 12px 2px;
  font-size: 0.85rem;
  font-weight: 700;
  color: ${({ theme }) => theme.color.muted};
`
const ClearButton = styled.button`
  display: block;
  width: 100%;
  min-height: 44px;
  padding: 0 12px;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: transparent;
  color: ${({ theme }) => theme.color.primary};
  font-weight: 600;
  text-align: left;
  cursor: pointer;
`
