import { forgetPendingKeys } from '@/lib/pending-keys'

/* The checkout draft's keys and wipe without its schemas, so the sign-out wiring at start-up stays light. */

/** sessionStorage key of the checkout form draft (this tab only; wiped on sign-out). */
export const CHECKOUT_DRAFT_KEY = 'checkout-draft'

/** sessionStorage key of the Place Order attempt whose answer has not been read yet (shopper data, wiped with the draft). */
export const CHECKOUT_ATTEMPT_KEY = 'checkout-attempt'
// A legacy key for an unanswered attempt, still wiped with the draft.
const OLD_ATTEMPT_KEY = 'checkout-unconfirmed-order'

/** Forgets the draft and every pending attempt, of an order or a payment (after an order is placed, and on sign-out). */
export function clearCheckoutDraft(): void {
  forgetPendingKeys()
  try {
    sessionStorage.removeItem(CHECKOUT_DRAFT_KEY)
    sessionStorage.removeItem(CHECKOUT_ATTEMPT_KEY)
    sessionStorage.removeItem(OLD_ATTEMPT_KEY)
  } catch {
    // Nothing to clear when storage is blocked.
  }
}
