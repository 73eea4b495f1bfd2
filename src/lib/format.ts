// The formatters are made when first needed, not when the module loads: building an Intl formatter
// loads its locale data, a long main-thread task on a slow phone.
let inr: Intl.NumberFormat | undefined
let inr2: Intl.NumberFormat | undefined
let date: Intl.DateTimeFormat | undefined

/** An en-IN ₹ formatter with `minimumFractionDigits` to 2 fraction digits. */
const rupeeFormat = (minimumFractionDigits: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits,
    maximumFractionDigits: 2,
  })

const priceFormat = () => (inr ??= rupeeFormat(0))

/** ₹ for en-IN with up to 2 fraction digits: 123456 → '₹1,23,456'. Non-finite → ₹0. */
export function formatPrice(rupees: number): string {
  // No minimum fraction digits: INR's default of 2 would print ₹1,23,456.00 where prices show whole rupees when they are whole: ₹1,23,456.
  return priceFormat().format(Number.isFinite(rupees) ? rupees : 0)
}

/** ₹ with exactly two decimals, for order views: 1299 → '₹1,299.00'. */
export function formatOrderAmount(rupees: number): string {
  inr2 ??= rupeeFormat(2)
  return inr2.format(Number.isFinite(rupees) ? rupees : 0)
}

/** '22 Nov 2026' for an ISO date; the raw text when it is not a date; '' when missing. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return ''
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return iso
  date ??= new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' })
  return date.format(d)
}
