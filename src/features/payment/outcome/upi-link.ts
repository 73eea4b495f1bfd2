import { formatOrderAmount } from '@/i18n/format'
import { intentEntries, UPI_SCHEMES } from '@/lib/safe-url'
import { t } from '@/i18n/i18n'

/** What a UPI payment link asks for: the payee and every `am` (₹, as written) and `cu` it carries, names in any case. */
export interface UpiTerms {
  /** `pn`: the payee's name, as the UPI app will show it. */
  payeeName?: string
  payeeAddress?: string
  amounts: string[]
  currencies: string[]
}

/** Terms of a `upi:`, UPI-app or `intent:…scheme=upi` link; null for other text (a bank's own QR format is drawn as is). */
export function readUpiTerms(text: string | undefined): UpiTerms | null {
  if (!text) return null
  let url: URL
  try {
    url = new URL(text.trim())
  } catch {
    return null
  }
  const isUpi =
    (UPI_SCHEMES as readonly string[]).includes(url.protocol) ||
    (url.protocol === 'intent:' &&
      (intentEntries(url.hash)?.some(([key, value]) => key === 'scheme' && value === 'upi') ?? false))
  if (!isUpi) return null
  // UPI apps read parameter names in any case: `AM` and `Cu` are an amount and a currency too.
  const all = (name: string) =>
    [...url.searchParams].filter(([key]) => key.trim().toLowerCase() === name).map(([, value]) => value)
  return {
    payeeName: all('pn')[0]?.trim() || undefined,
    payeeAddress: all('pa')[0]?.trim() || undefined,
    amounts: all('am'),
    currencies: all('cu'),
  }
}

const UPI_AMOUNT = /^\d{1,9}(\.\d{1,2})?$/

/** Null when the link may open: no am/cu, or every cu INR and every am equal to `total` (₹, to the paisa; unknown blocks). */
export function upiMismatchWarning(terms: UpiTerms, total: number | undefined): string | null {
  const wrongCurrency = terms.currencies.some((c) => c.trim().toUpperCase() !== 'INR')
  if (terms.amounts.length === 0 && !wrongCurrency) return null
  if (total === undefined) {
    return t('payment.uncheckable')
  }
  const paise = Math.round(total * 100)
  const amountsMatch = terms.amounts.every(
    (a) => UPI_AMOUNT.test(a.trim()) && Math.round(Number(a.trim()) * 100) === paise,
  )
  if (amountsMatch && !wrongCurrency) return null
  return t('payment.mismatch', { total: formatOrderAmount(total) })
}
