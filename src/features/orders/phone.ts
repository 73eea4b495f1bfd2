/** The forced country prefix and total length of an Indian phone number. */
export const PHONE_PREFIX = '+91'
export const PHONE_LENGTH = 13

/** The phone messages of checkout (no min/max rules there, so the 13-character rule applies). */
export const PHONE_MESSAGES = {
  prefix: 'Phone number must start with +91',
  length: 'Phone number must be 13 characters (including +91)',
} as const

/**
 * What the phone input holds after each keystroke: '+91' forced in front and only
 * digits after it, at most 10 of them. A pasted '+91 98765-43210', '098765 43210' or
 * '9876543210' all become '+919876543210'.
 */
export function normalisePhone(raw: string): string {
  let digits = raw.replace(/\D/g, '')
  const typedPrefix = raw.trim().startsWith('+91') || (digits.startsWith('91') && digits.length > 10)
  if (typedPrefix) digits = digits.slice(2)
  else if (digits.startsWith('0') && digits.length > 10) digits = digits.slice(1)
  return PHONE_PREFIX + digits.slice(0, PHONE_LENGTH - PHONE_PREFIX.length)
}

/** The message for a phone value (one of PHONE_MESSAGES: no +91 prefix, or not 10 digits after it), or undefined when it is '+91' and 10 digits. */
export function phoneError(value: string): string | undefined {
  if (!value.startsWith(PHONE_PREFIX)) return PHONE_MESSAGES.prefix
  if (value.length !== PHONE_LENGTH || !/^\+91\d{10}$/.test(value)) return PHONE_MESSAGES.length
  return undefined
}
