import { t } from '@/i18n/i18n'

/**
 * The one rule for Indian mobile numbers, used by checkout and by the payment form: "+91" is
 * forced as the prefix, only digits follow, at most 10 of them (or the field's maxLength rule
 * minus the prefix; 13 characters in all by default), and the number starts with 6, 7, 8 or 9.
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

/** What the shopper typed, kept with its forced "+91" even when no digit is left (checkout's field always shows the prefix). */
export const normalisePhoneKeepingPrefix = (raw: string): string => normalisePhone(raw) || PHONE_PREFIX

/** The bounds and pattern of a phone field's rules (none for checkout's field). */
export interface PhoneRules {
  minLength?: number
  maxLength?: number
  /** Compiled pattern (anything with `test`), or null for none (an invalid server pattern counts as none). */
  pattern?: { test: (value: string) => boolean } | null
}

/** A mobile number's first digit after +91. */
const MOBILE_START = /^\+91[6-9]/

/**
 * The phone message for a non-empty value, or null when it passes. Checked in order: prefix, at
 * least minLength, no more than maxLength, exactly 13 when there are no bounds, a first digit of
 * 6–9 and the pattern (both 'Invalid phone number format').
 */
export function phoneError(value: string, rules: PhoneRules = {}): string | null {
  if (!value.startsWith(PHONE_PREFIX)) return t('phone.prefix')
  const { minLength, maxLength, pattern } = rules
  if (minLength !== undefined && value.length < minLength) return t('phone.min', { count: minLength })
  if (maxLength !== undefined && value.length > maxLength) return t('phone.max', { count: maxLength })
  if (
    minLength === undefined &&
    maxLength === undefined &&
    (value.length !== PHONE_DEFAULT_LENGTH || !/^\+91\d+$/.test(value))
  ) {
    return t('phone.length')
  }
  if (!MOBILE_START.test(value) || (pattern && !pattern.test(value))) return t('phone.format')
  return null
}
