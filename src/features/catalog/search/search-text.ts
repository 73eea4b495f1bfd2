/** The longest search text kept, in characters (code points); the rest is dropped. */
export const SEARCH_MAX_LENGTH = 200

// A half of a surrogate pair without its partner cannot be URL-encoded (encodeURIComponent throws).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/**
 * Search text as it goes into the URL: blanks at either end removed, at most 200 characters
 * (never cutting a character in half), stray surrogate halves replaced by '�'. Only spaces → ''.
 * The text is otherwise kept verbatim ('<script>', '%', '_' and quotes are just text).
 */
export function clipSearchText(raw: string): string {
  return Array.from(raw.replace(LONE_SURROGATE, '\uFFFD').trim()).slice(0, SEARCH_MAX_LENGTH).join('').trim()
}
