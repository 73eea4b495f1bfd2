import type { ApiClient } from '@/lib/api-client'
import { productListQueryOptions } from '../api/products'
import type { Product } from '../api/to-product'
import { searchProducts } from './match'

/** Most product names suggested while typing. */
export const MAX_SUGGESTIONS = 6
/** How long typing must pause before the store is asked for suggestions (ms). */
export const SUGGEST_DELAY_MS = 250

/** A product suggested while typing: its id (to open it) and name (to show). */
export interface Suggestion {
  id: string
  name: string
}

const toSuggestion = (p: Product): Suggestion => ({ id: p.id, name: p.name || 'Untitled product' })

/** Up to 6 suggestions from the products saved on the device, best matches first (see matchScore). */
export const deviceSuggestions = (saved: readonly Product[], text: string): Suggestion[] =>
  searchProducts(saved, text).slice(0, MAX_SUGGESTIONS).map(toSuggestion)

/** The store's answers first, then the device's others, each product once, at most 6. */
export function mergeSuggestions(store: readonly Product[] | undefined, device: readonly Suggestion[]): Suggestion[] {
  const list = (store ?? []).map(toSuggestion)
  const seen = new Set(list.map((s) => s.id))
  for (const s of device) if (!seen.has(s.id)) list.push(s)
  return list.slice(0, MAX_SUGGESTIONS)
}

/** Only for a store that lists "search"; aborted once the text has moved on. */
export const storeSuggestionsQueryOptions = (api: ApiClient, text: string) =>
  productListQueryOptions(api, { search: text, limit: MAX_SUGGESTIONS, page: 1 })
