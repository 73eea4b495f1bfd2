import { lazy } from '@/lib/memo'
import { currentLocale } from './i18n'
import { DATE_LOCALES, type Locale } from './locales'

// Made when first needed: building an Intl formatter loads locale data, a long task on a slow phone.
const dates = new Map<Locale, Intl.DateTimeFormat>()

const rupeeFormat = (minimumFractionDigits: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits,
    maximumFractionDigits: 2,
  })

const priceFormat = lazy(() => rupeeFormat(0))
const orderAmountFormat = lazy(() => rupeeFormat(2))

/** ₹ in en-IN, in every language: 123456 → '₹1,23,456', up to 2 decimals; non-finite → ₹0. */
export function formatPrice(rupees: number): string {
  return priceFormat().format(Number.isFinite(rupees) ? rupees : 0)
}

/**
 * Builds the price formatter now rather than in the first render that shows a price: a start calls
 * it while it waits for its data, when the main thread is free (its locale data loads once).
 */
export function preparePriceFormat(): void {
  priceFormat()
}

/** ₹ with exactly two decimals, for order views: 1299 → '₹1,299.00'. */
export function formatOrderAmount(rupees: number): string {
  return orderAmountFormat().format(Number.isFinite(rupees) ? rupees : 0)
}

/** A date in the shopper's language ('22 Nov 2026'); the raw text when not a date, '' when missing. */
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
