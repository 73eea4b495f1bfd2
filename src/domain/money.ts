/** Money rules written once: amounts are ₹ with paise, added up as whole paise so no float drift shows. */

/** ₹ → whole paise (₹0.10 → 10, ₹1.005 → 101: the float error of ×100 is cut first); non-finite → 0. */
export const toPaise = (rupees: number): number =>
  Number.isFinite(rupees) ? Math.round(Number((rupees * 100).toFixed(6))) : 0

/** Whole paise → ₹. */
export const toRupees = (paise: number): number => paise / 100

/** Σ price × quantity of `lines` in ₹, added in paise (₹0.10 + ₹0.20 = ₹0.30 exactly). */
export const linesTotal = (lines: readonly { price: number; quantity: number }[]): number =>
  toRupees(lines.reduce((sum, l) => sum + toPaise(l.price) * l.quantity, 0))

/** A discount (₹) the app believes for `subtotal` (₹): more than 0 and at most the subtotal, else 0. */
export const trustedDiscount = (discount: number | undefined, subtotal: number): number =>
  discount !== undefined && Number.isFinite(discount) && toPaise(discount) > 0 && toPaise(discount) <= toPaise(subtotal)
    ? toRupees(toPaise(discount))
    : 0

/** `subtotal` less `discount` (₹), in paise; the discount is first bounded by trustedDiscount. */
export const totalAfterDiscount = (subtotal: number, discount: number | undefined): number =>
  toRupees(toPaise(subtotal) - toPaise(trustedDiscount(discount, subtotal)))
