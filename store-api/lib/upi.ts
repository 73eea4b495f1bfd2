/** The store's UPI id (virtual payment address) that payments are collected to. */
export const STORE_VPA = 'digitalbazaar@okaxis'

/** A UPI payment link (NPCI `upi://pay` format) for a QR code or an app deep link. */
export function upiPayUrl(input: { storeName: string; amount: number; orderId: string }): string {
  const params = [
    `pa=${STORE_VPA}`,
    `pn=${encodeURIComponent(input.storeName)}`,
    `am=${input.amount.toFixed(2)}`,
    'cu=INR',
    `tr=${encodeURIComponent(input.orderId)}`,
  ]
  return `upi://pay?${params.join('&')}`
}
