/*
 * Where sign-in may send the shopper back to. Apart from ./safe-url (the checks of store-given links)
 * because the /login route's guard, which is part of the first-load JS, needs only this.
 */

/**
 * Whether a path would be read as protocol-relative (`//host`, `/\\host`, i.e. another site): it
 * starts with two slashes or backslashes as given, or once its ASCII percent-escapes are decoded
 * (repeatedly, as layers of encoding may be peeled by a router and then the browser), ignoring the
 * tabs and line breaks that URL parsers drop.
 */
function readsAsProtocolRelative(path: string): boolean {
  let text = path
  for (let round = 0; round < 5; round++) {
    if (/^[/\\]{2}/.test(text.replace(/[\t\n\r]/g, ''))) return true
    const decoded = text.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    if (decoded === text) return false
    text = decoded
  }
  // Still encoded after five layers: nothing a real page links to.
  return true
}

/**
 * A same-origin return path for after sign-in: only `/path?query#hash` on our origin, as a string
 * `/…`. Everything else gives `fallback` (default `/`): other origins, schemes (`javascript:`),
 * control characters and backslashes, and any path that resolves or decodes to one starting with
 * `//` or `/\` (`/.//evil.example`, `/%2e//evil.example`, `/%2f/evil.example`), which a browser
 * would follow to another host.
 */
export function safeReturnPath(raw: unknown, origin: string = window.location.origin, fallback = '/'): string {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return fallback
  try {
    const url = new URL(raw, origin)
    if (url.origin !== origin || readsAsProtocolRelative(url.pathname)) return fallback
    return url.pathname + url.search + url.hash
  } catch {
    return fallback
  }
}
