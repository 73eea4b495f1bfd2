/**
 * URL checks for anything the server hands us to link to or navigate to (DESIGN security rules).
 * Only absolute URLs with an allowed scheme pass; `javascript:`, `data:`, `vbscript:`, relative
 * and malformed URLs never do.
 */
export function safeUrl(raw: unknown, schemes: readonly string[] = ['https:', 'http:']): string | null {
  if (typeof raw !== 'string') return null
  const text = raw.trim()
  // Control and whitespace characters inside a URL are a classic filter bypass (java\tscript:).
  if (!text || text.length > 4096 || /[\u0000-\u001f\u007f\s]/.test(text)) return null
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return null
  }
  return schemes.includes(url.protocol) ? url.href : null
}

/**
 * A same-origin return path for after sign-in (spec §4 "After login"): only `/path?query#hash`
 * on our origin; `//evil.example`, `https://…`, `javascript:` and the like give `fallback`.
 */
export function safeReturnPath(raw: unknown, origin: string = window.location.origin, fallback = '/'): string {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return fallback
  try {
    const url = new URL(raw, origin)
    if (url.origin !== origin) return fallback
    return url.pathname + url.search + url.hash
  } catch {
    return fallback
  }
}
