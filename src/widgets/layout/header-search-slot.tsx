import styled, { css } from 'styled-components'

/* The first-load part of the header search: ids, props and the slot holding its place (no shift). */

/** The id of the header's search form (the phone toggle controls it) and of its field. */
export const SEARCH_FORM_ID = 'site-search'
export const SEARCH_FIELD_ID = 'site-search-field'

export interface HeaderSearchProps {
  /** Shown below 1100 px (the header's Search button opened it). */
  open: boolean
  /** Escape in the field: the header closes the phone search panel. */
  onClose: () => void
}

/** The frame the form and the empty slot share: below 1100 px a full-width row while open; else ≤ 560 × 56 px. */
export const searchFrame = css<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  order: 4;
  width: 100%;
  min-height: 52px;
  gap: 6px;
  padding-bottom: 8px;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    display: flex;
    order: 0;
    flex: 1 1 auto;
    max-width: 560px;
    min-height: var(--header-row);
    align-items: center;
    padding: 0;
  }
`

const SearchFrame = styled.div<{ $open: boolean }>`
  ${searchFrame}
`

/** The search form's place while its chunk loads (same id, so the phone toggle's aria-controls always points somewhere). */
export const SearchSlot = ({ open }: { open: boolean }) => <SearchFrame id={SEARCH_FORM_ID} $open={open} />
