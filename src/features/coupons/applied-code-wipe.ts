/* The applied coupon's key, and its wipe, without the store around it (the sign-out wiring is light). */

/** sessionStorage key of the coupon code applied in this tab (one coupon per order). */
export const APPLIED_COUPON_KEY = 'coupon-code'

/** Forgets the stored applied code; the open tab's copy is reset by `appliedCode.set('')`. */
export function forgetAppliedCoupon(): void {
  try {
    sessionStorage.removeItem(APPLIED_COUPON_KEY)
  } catch {
    // Nothing to forget when storage is blocked.
  }
}
