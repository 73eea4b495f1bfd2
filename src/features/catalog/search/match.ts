import { clipSearchText } from './search-text'

/** What a search looks at in a product (a structural subset of the catalogue's Product). */
export interface Searchable {
  name: string
  description: string
  category: string
  parentCategory: string | null
  attributes: { values: string[] }[]
}

/** At most this many words of a search are matched (the store API reads the same number). */
export const SEARCH_MAX_WORDS = 12
/** Words this long (in characters) may also match a close misspelling. */
const FUZZY_MIN = 4
const FUZZY_MAX = 32

/** The search's words: the clipped text lower-cased and split on white space, at most 12. */
export function searchWords(text: string): string[] {
  return clipSearchText(text).toLowerCase().split(/\s+/u).filter(Boolean).slice(0, SEARCH_MAX_WORDS)
}

/** With adjacent transpositions ("cabel" → "cable" is 1); gives up with `limit + 1`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let prev2: number[] = []
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1)
      row.push(d)
      best = Math.min(best, d)
    }
    if (best > limit) return limit + 1
    prev2 = prev
    prev = row
  }
  return prev[b.length]!
}

/** How many edits a word of this length may be off by: 1, or 2 from 8 characters; 0 outside 4–32. */
const allowedEdits = (word: string): number =>
  word.length < FUZZY_MIN || word.length > FUZZY_MAX ? 0 : word.length >= 8 ? 2 : 1

/** The lower-cased text a product is searched in: title, description, category, sub-category, attribute values. */
function documentOf(p: Searchable): string {
  return [p.name, p.description, p.category, p.parentCategory ?? '', ...p.attributes.flatMap((a) => a.values)]
    .join(' ')
    .toLowerCase()
}

/**
 * 0 unless every word matches, as written or (4–32 characters) as a close misspelling; a word in the
 * title scores 2, elsewhere 1, a misspelling ½, so better matches sort first.
 */
export function matchScore(p: Searchable, words: readonly string[]): number {
  if (words.length === 0) return 0
  const doc = documentOf(p)
  const title = p.name.toLowerCase()
  let tokens: string[] | undefined
  let score = 0
  for (const word of words) {
    if (title.includes(word)) score += 2
    else if (doc.includes(word)) score += 1
    else {
      const limit = allowedEdits(word)
      if (limit === 0) return 0
      tokens ??= doc.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
      if (!tokens.some((t) => editDistance(word, t, limit) <= limit)) return 0
      score += 0.5
    }
  }
  return score
}

/** The products matching `text` (see matchScore), best first; equal scores keep their order. No words → none. */
export function searchProducts<T extends Searchable>(products: readonly T[], text: string): T[] {
  const words = searchWords(text)
  if (words.length === 0) return []
  return products
    .map((p, i) => ({ p, i, score: matchScore(p, words) }))
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((m) => m.p)
}
