/** A coupon code as the app and the reference API compare it: trimmed, upper case, at most 32 characters. */
export const COUPON_CODE_MAX = 32

/** The code typed or sent, trimmed and upper-cased (codes are case-insensitive); '' for non-text. */
export const normaliseCouponCode = (text: unknown): string =>
  typeof text === 'string' ? text.trim().toUpperCase() : ''

/** Whether a normalised code can be a coupon: 1 to COUPON_CODE_MAX characters. */
export const isCouponCode = (code: string): boolean => code.length > 0 && code.length <= COUPON_CODE_MAX
