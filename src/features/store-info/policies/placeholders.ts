import type { StoreInfo } from '../api/store-info'

/** Values for policy placeholders (plain text, not yet HTML-escaped). */
export interface PolicyValues {
  companyName: string
  companyAddress: string
  companyEmail: string
  companyPhone: string
  companyLogoUrl: string
}

/** Store values, with generic fallbacks ('Company Name', …) when the store gives none. */
export function policyValues(store: StoreInfo | undefined): PolicyValues {
  return {
    companyName: store?.companyName || store?.storeName || 'Company Name',
    companyAddress: store?.companyAddress || 'Company Address',
    companyEmail: store?.companyEmail || 'support@example.com',
    companyPhone: store?.companyPhone || 'Phone Number',
    companyLogoUrl: store?.companyLogoUrl || '',
  }
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

// Accepted spellings of each placeholder: {{companyName}}, {companyName}, {COMPANY_NAME}, [Company Name] …
const ALIASES: Record<keyof PolicyValues, string[]> = {
  companyName: ['companyName', 'company_name', 'COMPANY_NAME', 'Company Name', 'storeName'],
  companyAddress: ['companyAddress', 'company_address', 'COMPANY_ADDRESS', 'Company Address', 'address'],
  companyEmail: ['companyEmail', 'company_email', 'COMPANY_EMAIL', 'Company Email', 'email'],
  companyPhone: ['companyPhone', 'company_phone', 'COMPANY_PHONE', 'Company Phone', 'Phone Number', 'phone'],
  companyLogoUrl: ['companyLogoUrl', 'company_logo_url', 'COMPANY_LOGO_URL', 'Company Logo URL', 'logoUrl'],
}

const FIELD_BY_NAME = new Map(
  (Object.entries(ALIASES) as [keyof PolicyValues, string[]][]).flatMap(([field, names]) =>
    names.map((name) => [name, field] as const),
  ),
)
const NAMES = [...FIELD_BY_NAME.keys()].map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')
const PLACEHOLDER = new RegExp(`\\{\\{\\s*(${NAMES})\\s*\\}\\}|\\{\\s*(${NAMES})\\s*\\}|\\[\\s*(${NAMES})\\s*\\]`, 'g')

/** Fills placeholders with HTML-escaped values in one pass (a value never injects markup); still untrusted HTML. */
export function fillPlaceholders(html: string, values: PolicyValues): string {
  // A replacer function: a replacement string would expand `$&`, `` $` `` and `$'` in the value.
  return html.replace(PLACEHOLDER, (match, a?: string, b?: string, c?: string) => {
    const field = FIELD_BY_NAME.get(a ?? b ?? c ?? '')
    return field ? escapeHtml(values[field]) : match
  })
}
