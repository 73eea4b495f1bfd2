import type { StorePattern } from './pattern'

/**
 * Phone numbers: "+91" is forced as the prefix, only digits follow, and at most
 * 10 digits (or the field's maxLength rule minus the prefix; 13 characters in all by default).
 */
export const PHONE_PREFIX = '+91'

/** Total length of a phone value when the field has no maxLength rule. */
export const PHONE_DEFAULT_LENGTH = 13

/** Digits allowed after "+91" for a field whose maxLength rule is `maxLength` (characters). */
export function phoneMaxDigits(maxLength?: number): number {
  const total = maxLength ?? PHONE_DEFAULT_LENGTH
  return Math.max(1, total - PHONE_PREFIX.length)
}

/**
 * Normalises what the shopper typed or pasted into "+91" + digits; '' when no digit is left.
 * '+91 98765-43210', '09876543210', '9876543210' and '919876543210' all give '+919876543210'.
 * Deleting back into the prefix ('+9', '+91') clears the field, so an empty value stays empty.
 */
export function normalisePhone(raw: string, maxDigits: number = phoneMaxDigits()): string {
  const text = raw.trim()
  let digits: string
  if (text.startsWith(PHONE_PREFIX)) {
    digits = text.slice(PHONE_PREFIX.length).replace(/\D/g, '')
  } else if (PHONE_PREFIX.startsWith(text.replace(/\s/g, ''))) {
    // '', '+' or '+9': what is left after deleting into the prefix.
    return ''
  } else {
    digits = text.replace(/\D/g, '')
    // A pasted national number: country code without '+' (91XXXXXXXXXX) or a trunk 0 (0XXXXXXXXXX).
    if (digits.length > maxDigits && digits.startsWith('91')) digits = digits.slice(2)
    digits = digits.replace(/^0+/, '')
  }
  digits = digits.slice(0, maxDigits)
  return digits ? PHONE_PREFIX + digits : ''
}

/** The bounds and pattern of a phone field's rules. */
export interface PhoneRules {
  minLength?: number
  maxLength?: number
  /** Compiled pattern, or null for none (an invalid server pattern counts as none). */
  pattern: StorePattern | null
}

/**
 * The phone message for a non-empty value, or null when it passes. Checked in order:
 * prefix, at least minLength, no more than maxLength, exactly 13 when there are no bounds, pattern.
 */
export function phoneError(value: string, rules: PhoneRules): string | null {
  if (!value.startsWith(PHONE_PREFIX)) return 'Phone number must start with +91'
  const { minLength, maxLength, pattern } = rules
  if (minLength !== undefined && value.length < minLength) return `Phone number must have at least ${minLength} characters`
  if (maxLength !== undefined && value.length > maxLength) return `Phone number must have no more than ${maxLength} characters`
  if (minLength === undefined && maxLength === undefined && value.length !== PHONE_DEFAULT_LENGTH) {
    return 'Phone number must be 13 characters (including +91)'
  }
  if (pattern && !pattern.test(value)) return 'Invalid phone number format'
  return null
}
