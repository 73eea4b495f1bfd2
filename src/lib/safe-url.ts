/**
 * URL checks for anything the server hands us to link to or navigate to: the href of an absolute
 * URL whose scheme is in `schemes` (lower-case, with the colon), else null. `javascript:`, `data:`,
 * `vbscript:`, relative and malformed URLs, and any URL with whitespace or control characters
 * inside (a classic filter bypass), never pass.
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

/** The UPI apps' own schemes a payment deep link may open besides `upi:` (PhonePe, Paytm, Google Pay, BHIM). */
export const UPI_SCHEMES = ['upi:', 'phonepe:', 'paytmmp:', 'tez:', 'gpay:', 'bhim:'] as const

/**
 * Schemes of a web page the store may send the shopper to: `https:` always, `http:` only while the
 * app itself is served over `http:` (a test gateway or local development), so a secure app never
 * hands the shopper to an insecure page. `appProtocol` is the app's `location.protocol`.
 */
export function webSchemes(appProtocol: string = window.location.protocol): string[] {
  return appProtocol === 'http:' ? ['https:', 'http:'] : ['https:']
}

/**
 * A web target from the store (a bare `redirectUrl`, a `redirect_post` form's action): its href
 * when it passes `webSchemes(appProtocol)` and `safeUrl`, else null.
 */
export function safeWebUrl(raw: unknown, appProtocol: string = window.location.protocol): string | null {
  return safeUrl(raw, webSchemes(appProtocol))
}

/**
 * The `key=value` entries of an Android intent URL's `#Intent;…;end` fragment, in order (a bare
 * flag such as `SEL` has value ''), or null when `hash` is not exactly one such fragment.
 */
export function intentEntries(hash: string): [string, string][] | null {
  const body = /^#Intent;(.*);end$/.exec(hash)?.[1]
  if (body === undefined || body.includes('#')) return null
  return body.split(';').map((part): [string, string] => {
    const eq = part.indexOf('=')
    return eq === -1 ? [part, ''] : [part.slice(0, eq), part.slice(eq + 1)]
  })
}

/**
 * Whether an `intent:` URL can only open a UPI app: its fragment names `scheme=upi` (and no other
 * scheme), has no selector (`SEL`, which would swap in another target), and any
 * `S.browser_fallback_url` (where Chrome goes when no app answers) is an https page.
 */
function isUpiIntent(url: URL): boolean {
  const entries = intentEntries(url.hash)
  if (!entries) return false
  const schemes = entries.filter(([key]) => key === 'scheme').map(([, value]) => value)
  if (schemes.length === 0 || schemes.some((s) => s !== 'upi')) return false
  if (entries.some(([key]) => key === 'SEL')) return false
  return entries
    .filter(([key]) => key === 'S.browser_fallback_url')
    .every(([, value]) => {
      try {
        return safeUrl(decodeURIComponent(value), ['https:']) !== null
      } catch {
        return false // a broken %-escape
      }
    })
}

/**
 * A payment deep link from the store: its href, or null when it must not be followed. Allowed: a
 * web target (`webSchemes(appProtocol)`), `upi:` and the UPI apps' schemes (`UPI_SCHEMES`), and
 * `intent:` only when it can open nothing but a UPI app (see `isUpiIntent`). Everything `safeUrl`
 * refuses (javascript:, data:, vbscript:, file:, relative, malformed) is refused here too.
 */
export function safeDeepLink(raw: unknown, appProtocol: string = window.location.protocol): string | null {
  const href = safeUrl(raw, [...webSchemes(appProtocol), ...UPI_SCHEMES, 'intent:'])
  if (!href) return null
  const url = new URL(href)
  return url.protocol !== 'intent:' || isUpiIntent(url) ? href : null
}
