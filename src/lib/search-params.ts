import { parseSearchWith, stringifySearchWith } from '@tanstack/react-router'
import * as v from 'valibot'

/** True for text that is itself a JSON string literal (`"…"` with valid escapes). */
function isQuoted(text: string): boolean {
  if (text[0] !== '"') return false
  try {
    return typeof JSON.parse(text) === 'string'
  } catch {
    return false
  }
}

/**
 * Reads a query string (`?a=b&…`) into the router's search object. A number written the way
 * JavaScript prints it (`2`, `-5`, `1.5`) reads as that number and `true`/`false` as flags, so
 * page numbers, prices and flags need no conversion; every other value is the text as written
 * (`007`, `1e3`, `null`, `[1]` included). A value in JSON quotes (`"1080"`, the form older links
 * used for numeric-looking text) reads as the text inside. A text param's schema turns a number
 * or flag back into text with `String(x)`, which gives exactly what was written.
 */
export const parseSearch = parseSearchWith((text) => (isQuoted(text) ? (JSON.parse(text) as string) : text))

/**
 * Writes the router's search object as a query string: text as it is (`?orderId=12`, never
 * `?orderId=%2212%22`), numbers and flags as printed, undefined values left out. Only text that
 * itself looks like a JSON string literal is quoted once more, so parseSearch gives it back
 * unchanged. Objects are written as JSON, but no route reads one back: search params here are
 * single values.
 */
export const stringifySearch = stringifySearchWith(JSON.stringify, (text) => {
  // stringifySearchWith quotes a string exactly when this "parser" accepts it.
  if (!isQuoted(text)) throw new SyntaxError('written as it is')
  return text
})

/**
 * A text search param (order id, order number…) as it was written in the URL: parseSearch reads
 * `12` as a number and `true` as a flag, and `String` gives back exactly the text written. Other
 * shapes (a repeated param's list, say) fail, for the param's own fallback.
 */
export const TextParamSchema = v.pipe(v.union([v.string(), v.number(), v.boolean()]), v.transform(String))
