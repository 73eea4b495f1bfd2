import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router'
import * as v from 'valibot'

function isQuoted(text: string): boolean {
  if (text[0] !== '"') return false
  try {
    return typeof JSON.parse(text) === 'string'
  } catch {
    return false
  }
}

/** Reads a query string: numbers and `true`/`false` typed, other values as written; JSON-quoted values unquoted. */
export const parseSearch = parseSearchWith((text) => (isQuoted(text) ? (JSON.parse(text) as string) : text))

/** Writes search as a query string, text unquoted (`?orderId=12`); only JSON-quoted-looking text is quoted again. */
export const stringifySearch = stringifySearchWith(JSON.stringify, (text) => {
  // stringifySearchWith quotes a string exactly when this "parser" accepts it.
  if (!isQuoted(text)) throw new SyntaxError('written as it is')
  return text
})

/** A text param exactly as written in the URL, even if parseSearch read a number or flag. */
export const TextParamSchema = v.pipe(v.union([v.string(), v.number(), v.boolean()]), v.transform(String))
