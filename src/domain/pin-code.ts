/** The Indian PIN code: six digits, the first 1–9. Shared by checkout, the delivery check and the reference API. */

export const PIN_CODE_PATTERN = /^[1-9]\d{5}$/

export const toPinCodeDigits = (typed: string): string => typed.replace(/\D/g, '').slice(0, 6)

export const isValidPinCode = (pinCode: string): boolean => PIN_CODE_PATTERN.test(pinCode.trim())
