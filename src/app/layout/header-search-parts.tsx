import styled from 'styled-components'

/*
 * What the header's plain search form (header-search.tsx, in the first load) and its enhanced
 * replacement (header-search-form.tsx, loaded on first focus) share: ids, props, the URL's search
 * text and the form's frame.
 */

/** The id of the header's search form (the phone toggle controls it) and of its field. */
export const SEARCH_FORM_ID = 'site-search'
export const SEARCH_FIELD_ID = 'site-search-field'

export interface HeaderSearchProps {
  /** Shown below 1100 px (the header's Search button opened it). */
  open: boolean
  /** Escape in the field: the header closes the phone search panel. */
  onClose: () => void
}

/** The search text of the current URL on /products, else ''. */
export const urlSearchText = (s: { location: { pathname: string; search: unknown } }): string =>
  s.location.pathname === '/products' ? String((s.location.search as { search?: unknown }).search ?? '') : ''

/** What the plain field holds when the enhanced form takes its place: its text, and whether it has focus. */
export type PlainFieldState = () => { text: string; focus: boolean }

/** The search form's frame: a full-width row below 1100 px while open; from 1100 px, always in the header's first row. */
export const SearchForm = styled.form<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  order: 4;
  width: 100%;
  gap: 6px;
  padding-bottom: 8px;
  input {
    flex: 1;
    width: 100%;
    min-width: 0;
    min-height: 44px;
    padding: 0 12px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    display: flex;
    order: 0;
    flex: 1 1 auto;
    max-width: 560px;
    min-height: 56px;
    align-items: center;
    padding: 0;
  }
`
/** The search form's submit button (a magnifier, named "Submit search"). */
export const SearchSubmit = styled.button`
  flex: none;
  width: 44px;
  height: 44px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
  cursor: pointer;
`
