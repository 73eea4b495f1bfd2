/* The key of the totals checkout showed, and its wipe, without schemas (the sign-out wiring is light). */

/** sessionStorage key: the total (₹) the shopper saw at checkout, per order placed in this tab (the last 10). */
export const SHOWN_TOTALS_KEY = 'shown-order-totals'

/** Forgets the totals checkout showed in this tab (sign-out, another shopper, a 401). */
export function forgetShownTotals(): void {
  try {
    sessionStorage.removeItem(SHOWN_TOTALS_KEY)
  } catch {
    // Nothing to forget when storage is blocked.
  }
}
