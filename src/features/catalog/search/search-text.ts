/** The longest search text kept, in characters (code points); the rest is dropped. */
export const SEARCH_MAX_LENGTH = 200

// A half of a surrogate pair without its partner cannot be URL-encoded (encodeURIComponent throws).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** Trimmed, at most 200 characters (never half a character), lone surrogates → '�'; otherwise verbatim. */
export function clipSearchText(raw: string): string {
  return Array.from(raw.replace(LONE_SURROGATE, '\uFFFD').trim()).slice(0, SEARCH_MAX_LENGTH).join('').trim()
}
