/**
 * The PIN code rule, written once for checkout and the reference store API: an Indian postal
 * index number is 6 digits and never starts with 0 ("560001").
 */
export const PIN_CODE_PATTERN = /^[1-9]\d{5}$/

/** Whether `value` (already trimmed) is a PIN code by PIN_CODE_PATTERN. */
export const isPinCode = (value: string): boolean => PIN_CODE_PATTERN.test(value)
