import { t } from '@/i18n/i18n'

/** Indian mobile numbers: "+91", then digits only (10 by default), starting with 6–9. */
export const PHONE_PREFIX = '+91'

export const PHONE_DEFAULT_LENGTH = 13

export function phoneMaxDigits(maxLength?: number): number {
  const total = maxLength ?? PHONE_DEFAULT_LENGTH
  return Math.max(1, total - PHONE_PREFIX.length)
}

/** Typed or pasted text as "+91" + digits ('09876543210' → '+919876543210'); '' when nothing is past the prefix. */
export function normalisePhone(raw: string, maxDigits: number = phoneMaxDigits()): string {
  const text = raw.trim()
  let digits: string
  if (text.startsWith(PHONE_PREFIX)) {
    digits = text.slice(PHONE_PREFIX.length).replace(/\D/g, '')
  } else if (PHONE_PREFIX.startsWith(text.replace(/\s/g, ''))) {
    return ''
  } else {
    digits = text.replace(/\D/g, '')
    // A pasted national number: 91 without '+', or a trunk 0.
    if (digits.length > maxDigits && digits.startsWith('91')) digits = digits.slice(2)
    digits = digits.replace(/^0+/, '')
  }
  digits = digits.slice(0, maxDigits)
  return digits ? PHONE_PREFIX + digits : ''
}

/** normalisePhone, but "+91" when no digit is left (checkout's field always shows the prefix). */
export const normalisePhoneKeepingPrefix = (raw: string): string => normalisePhone(raw) || PHONE_PREFIX

export interface PhoneRules {
  minLength?: number
  maxLength?: number
  pattern?: { test: (value: string) => boolean } | null
}

const MOBILE_START = /^\+91[6-9]/

/** The phone message for a non-empty value, or null when it passes; 13 characters when there are no bounds. */
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

/**
 * A mobile number as typed on a phone (spaces, dashes, a leading 0, a +91 or 91 prefix) as
 * '+91' and 10 digits starting 6–9, or null when it is not one (more digits are not cut off).
 */
export function parseMobile(raw: string): string | null {
  const value = normalisePhone(raw, phoneMaxDigits() + 1)
  return value.length === PHONE_DEFAULT_LENGTH && phoneError(value) === null ? value : null
}

/** '+919876543210' → '+91 98765 43210'; any other text as it is. */
export const formatMobile = (phone: string): string =>
  /^\+91\d{10}$/.test(phone) ? `${PHONE_PREFIX} ${phone.slice(3, 8)} ${phone.slice(8)}` : phone
