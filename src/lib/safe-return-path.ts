// Apart from ./safe-url because the /login guard, in the first-load JS, needs only this.

function readsAsProtocolRelative(path: string): boolean {
  let text = path
  for (let round = 0; round < 5; round++) {
    if (/^[/\\]{2}/.test(text.replace(/[\t\n\r]/g, ''))) return true
    const decoded = text.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    if (decoded === text) return false
    text = decoded
  }
  return true
}

/** A same-origin `/path?query#hash` to return to after sign-in, else `fallback`; nothing that leads to another host. */
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
