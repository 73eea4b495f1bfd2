import styled from 'styled-components'
import { useNavigate } from '@tanstack/react-router'
import { clipSearchText } from '@/features/catalog/search/search-text'
import { searchFrame } from './header-search-slot'

/* What the plain header search form and its enhanced replacement share: URL text, navigation, look. */

/** The search text of the current URL on /products, else ''. */
export const urlSearchText = (s: { location: { pathname: string; search: unknown } }): string =>
  s.location.pathname === '/products' ? String((s.location.search as { search?: unknown }).search ?? '') : ''

/** Returns `search(raw)`: goes to `/products?search=<clipped text>`; text with no words does nothing. */
export function useGoToResults(): (raw: string) => void {
  const navigate = useNavigate()
  return (raw) => {
    const q = clipSearchText(raw)
    if (q) void navigate({ to: '/products', search: { search: q } })
  }
}

/** What the plain field holds when the enhanced form takes its place: its text, focus and selection. */
export interface PlainFieldState {
  text: string
  focus: boolean
  /** The selected range, or the caret as an empty range ([start, end], UTF-16 offsets); null when unknown. */
  selection: [number, number] | null
}

/**
 * Reads the plain `field` (the element, which keeps its text and selection once off the page) as the
 * enhanced form takes its place; `focus` was read earlier, since the swap may remove the field first.
 */
export function readPlainField(field: HTMLInputElement | null, focus: boolean): PlainFieldState {
  const start = field?.selectionStart
  const end = field?.selectionEnd
  return {
    text: field?.value ?? '',
    focus,
    selection: start != null && end != null ? [start, end] : null,
  }
}

/** The search form: the slot's frame (same place, no shift) as a form, with its field's look. */
export const SearchForm = styled.form<{ $open: boolean }>`
  ${searchFrame}
  input {
    flex: 1;
    width: 100%;
    min-width: 0;
    min-height: 44px;
    padding: 0 12px;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
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
