import * as v from 'valibot'
import { emptyShipping, type ShippingAddress } from './checkout-form'
import { normalisePhone } from './phone'

/** sessionStorage key of the checkout form draft (this tab only; wiped on sign-out). */
export const CHECKOUT_DRAFT_KEY = 'checkout-draft'

const text = v.pipe(v.optional(v.string(), ''), v.transform((s) => s.slice(0, 200)))
const DraftSchema = v.object({ fullName: text, address: text, city: text, state: text, postalCode: text, phone: text })

/** The saved draft, or a blank form when none, unreadable or of an old shape. */
export function loadCheckoutDraft(): ShippingAddress {
  try {
    const raw = sessionStorage.getItem(CHECKOUT_DRAFT_KEY)
    const r = raw ? v.safeParse(DraftSchema, JSON.parse(raw)) : undefined
    if (!r?.success) return emptyShipping()
    return { ...r.output, phone: normalisePhone(r.output.phone) }
  } catch {
    return emptyShipping()
  }
}

/** Saves the draft so a reload keeps what the shopper typed; storage failures are ignored. */
export function saveCheckoutDraft(form: ShippingAddress): void {
  try {
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(form))
  } catch {
    // Full or blocked storage: the form still holds the values in memory.
  }
}

/** sessionStorage key of a POST /orders that got no answer (see createOrder); shopper data, wiped with the draft. */
export const UNCONFIRMED_ORDER_KEY = 'checkout-unconfirmed-order'

/** Forgets the draft (after an order is placed, and on sign-out). */
export function clearCheckoutDraft(): void {
  try {
    sessionStorage.removeItem(CHECKOUT_DRAFT_KEY)
    sessionStorage.removeItem(UNCONFIRMED_ORDER_KEY)
  } catch {
    // Nothing to clear when storage is blocked.
  }
}
