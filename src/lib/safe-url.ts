/** The href of an absolute URL with a scheme in `schemes` (e.g. 'https:'), else null. */
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

export const UPI_SCHEMES = ['upi:', 'phonepe:', 'paytmmp:', 'tez:', 'gpay:', 'bhim:'] as const

/** Web schemes the store may send the shopper to: `http:` only while the app itself is on `http:`. */
export function webSchemes(appProtocol: string = window.location.protocol): string[] {
  return appProtocol === 'http:' ? ['https:', 'http:'] : ['https:']
}

export function safeWebUrl(raw: unknown, appProtocol: string = window.location.protocol): string | null {
  return safeUrl(raw, webSchemes(appProtocol))
}

/** The `key=value` entries of an `#Intent;…;end` fragment, or null. */
export function intentEntries(hash: string): [string, string][] | null {
  const body = /^#Intent;(.*);end$/.exec(hash)?.[1]
  if (body === undefined || body.includes('#')) return null
  return body.split(';').map((part): [string, string] => {
    const eq = part.indexOf('=')
    return eq === -1 ? [part, ''] : [part.slice(0, eq), part.slice(eq + 1)]
  })
}

// Only `scheme=upi`, no selector (`SEL`), and any browser fallback an https page.
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

/** A payment deep link's href, or null: web targets, UPI schemes, and `intent:` URLs that can only open a UPI app. */
export function safeDeepLink(raw: unknown, appProtocol: string = window.location.protocol): string | null {
  const href = safeUrl(raw, [...webSchemes(appProtocol), ...UPI_SCHEMES, 'intent:'])
  if (!href) return null
  const url = new URL(href)
  return url.protocol !== 'intent:' || isUpiIntent(url) ? href : null
}
