import { forgetPendingKeys } from '@/lib/pending-keys'

/*
 * The sessionStorage keys of the checkout draft and attempt, and their wipe, apart from the draft's
 * schemas: the sign-out wiring runs at start-up and needs only the wipe, so the checkout form's
 * rules (valibot, the phone rule) stay out of the first-load JS.
 */

/** sessionStorage key of the checkout form draft (this tab only; wiped on sign-out). */
export const CHECKOUT_DRAFT_KEY = 'checkout-draft'

/** sessionStorage key of the Place Order attempt whose answer has not been read yet (shopper data, wiped with the draft). */
export const CHECKOUT_ATTEMPT_KEY = 'checkout-attempt'
// Where an earlier version kept an unanswered attempt; still wiped with the draft.
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
