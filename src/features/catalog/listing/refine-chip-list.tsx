import { useEffect, useRef } from 'react'
import styled from 'styled-components'
import type { ListingSearch } from './listing-query'
import { refineChips } from './refine-chips'
import { useT } from '@/i18n/use-t'

/** Removing a chip moves focus to the chip now in its place, or to `onEmptied` when none is left. */
export function RefineChips({
  search,
  capabilities,
  onRemove,
  onEmptied,
}: {
  search: ListingSearch
  capabilities: readonly string[]
  onRemove: (change: Partial<ListingSearch>) => void
  onEmptied: () => void
}) {
  const t = useT()
  const listRef = useRef<HTMLUListElement>(null)
  const chips = refineChips(search, capabilities, t)
  const keys = chips.map((c) => c.key).join()
  // The chip removed (its index) and the chips then, until the URL has changed.
  const removed = useRef<{ index: number; keys: string } | null>(null)

  useEffect(() => {
    const last = removed.current
    if (!last || last.keys === keys) return
    removed.current = null
    const buttons = listRef.current?.querySelectorAll('button')
    const next = buttons?.[Math.min(last.index, buttons.length - 1)]
    if (next) next.focus()
    else onEmptied()
  }, [keys, onEmptied])

  if (chips.length === 0) return null
  return (
    <List ref={listRef} aria-label={t('listing.chosen')}>
      {chips.map((chip, index) => (
        <li key={chip.key}>
          <Chip
            type="button"
            aria-label={chip.removeLabel}
            onClick={() => {
              removed.current = { index, keys }
              onRemove(chip.removal)
            }}
          >
            <span>{chip.label}</span>
            <span aria-hidden="true">×</span>
          </Chip>
        </li>
      ))}
    </List>
  )
}

const List = styled.ul`
  flex-basis: 100%;
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: 8px;
  /* One row that scrolls sideways on a phone, so chips never push the products down. */
  overflow-x: auto;
  scrollbar-width: none;
  li {
    flex: none;
    max-width: 85%;
  }
`
const Chip = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  max-width: 100%;
  white-space: nowrap;
  min-height: 44px;
  padding: 0 14px;
  border: 1px solid ${({ theme }) => theme.color.primary};
  border-radius: 999px;
  background: ${({ theme }) => theme.color.bg};
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
  cursor: pointer;
  span:first-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  span:last-child {
    font-size: 1.25rem;
    line-height: 1;
  }
`
