/*
 * The Indian PIN code (postal index number): six digits, the first of which is 1–9 (no PIN
 * starts with 0). Written once for checkout, the delivery check and the reference store API.
 */

/** A whole PIN code: six digits, not starting with 0 ("560001"). */
export const PIN_CODE_PATTERN = /^[1-9]\d{5}$/

/** Digits a PIN field keeps from what was typed or pasted: digits only, at most six. */
export const toPinCodeDigits = (typed: string): string => typed.replace(/\D/g, '').slice(0, 6)

/** True for a valid PIN code as typed (surrounding spaces ignored): '560001' yes; '056001', '56001', '5600011' no. */
export const isValidPinCode = (pinCode: string): boolean => PIN_CODE_PATTERN.test(pinCode.trim())
