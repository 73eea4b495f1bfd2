import type { StoreInfo } from '../api/store-info'

/** Values for policy placeholders, with spec §2's fallbacks. */
export interface PolicyValues {
  companyName: string
  companyAddress: string
  companyEmail: string
  companyPhone: string
  companyLogoUrl: string
}

/** Store values with the spec's fallbacks: Company Name, Company Address, Phone Number, an example e-mail. */
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

/**
 * Replaces company placeholders in policy HTML with HTML-escaped store values (so a store value
 * can never inject markup). The result is still untrusted and must be sanitised before rendering.
 */
export function fillPlaceholders(html: string, values: PolicyValues): string {
  let out = html
  for (const [field, names] of Object.entries(ALIASES) as [keyof PolicyValues, string[]][]) {
    const value = escapeHtml(values[field])
    for (const name of names) {
      const n = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      out = out.replace(new RegExp(`\\{\\{\\s*${n}\\s*\\}\\}|\\{\\s*${n}\\s*\\}|\\[\\s*${n}\\s*\\]`, 'g'), value)
    }
  }
  return out
}
