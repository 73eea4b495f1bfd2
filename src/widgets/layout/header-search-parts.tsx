import styled from 'styled-components'
import { useNavigate } from '@tanstack/react-router'
import { clipSearchText } from '@/features/catalog/search/search-text'
import { searchFrame } from './header-search-slot'

/*
 * What the header's plain search form (header-search.tsx, loaded right after the first paint) and
 * its enhanced replacement (header-search-form.tsx, loaded on first focus) share: the URL's search
 * text, going to the results, and the form's look. Ids, props and the frame are in header-search-slot.tsx (first load).
 */

/** The search text of the current URL on /products, else ''. */
export const urlSearchText = (s: { location: { pathname: string; search: unknown } }): string =>
  s.location.pathname === '/products' ? String((s.location.search as { search?: unknown }).search ?? '') : ''

/**
 * Returns `search(raw)`: goes to `/products?search=<text>` inside the app with the text clipped
 * (clipSearchText); text with no words does nothing.
 */
export function useGoToResults(): (raw: string) => void {
  const navigate = useNavigate()
  return (raw) => {
    const q = clipSearchText(raw)
    if (q) void navigate({ to: '/products', search: { search: q } })
  }
}

/** What the plain field holds when the enhanced form takes its place: its text, and whether it has focus. */
export interface PlainFieldState {
  text: string
  focus: boolean
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
