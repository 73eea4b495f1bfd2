import { currentLocale } from './i18n'
import { DATE_LOCALES, type Locale } from './locales'

// The formatters are made when first needed, not when the module loads: building an Intl formatter
// loads its locale data, a long main-thread task on a slow phone.
let inr: Intl.NumberFormat | undefined
let inr2: Intl.NumberFormat | undefined
const dates = new Map<Locale, Intl.DateTimeFormat>()

/** An en-IN ₹ formatter with `minimumFractionDigits` to 2 fraction digits. */
const rupeeFormat = (minimumFractionDigits: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits,
    maximumFractionDigits: 2,
  })

const priceFormat = () => (inr ??= rupeeFormat(0))

/**
 * ₹ for en-IN with up to 2 fraction digits: 123456 → '₹1,23,456'. Non-finite → ₹0. The same in
 * every language: Indian grouping and Latin digits read the same to a Hindi shopper.
 */
export function formatPrice(rupees: number): string {
  // No minimum fraction digits: INR's default of 2 would print ₹1,23,456.00 where prices show whole rupees when they are whole: ₹1,23,456.
  return priceFormat().format(Number.isFinite(rupees) ? rupees : 0)
}

/** ₹ with exactly two decimals, for order views: 1299 → '₹1,299.00'. */
export function formatOrderAmount(rupees: number): string {
  inr2 ??= rupeeFormat(2)
  return inr2.format(Number.isFinite(rupees) ? rupees : 0)
}

/**
 * A date in the shopper's language: '22 Nov 2026' in English, '22 नव॰ 2026' in Hindi (hi-IN month
 * names, Latin digits); the raw text when it is not a date; '' when missing. `locale` defaults to
 * the language shown.
 */
export function formatDate(iso: string | null | undefined, locale: Locale = currentLocale()): string {
  if (!iso) return ''
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return iso
  let format = dates.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALES[locale], { day: 'numeric', month: 'short', year: 'numeric' })
    dates.set(locale, format)
  }
  return format.format(d)
}
