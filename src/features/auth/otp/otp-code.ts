/**
 * The code in typed or pasted text, at most `length` digits: the text's digits when they are no more
 * than `length` ('482 913' → '482913'); else the one code (maybe repeated) of exactly `length` digits in it ("Your OTP
 * is 482913", "@shop.in #482913"); else the first `length` digits.
 */
export function codeFromText(text: string, length: number): string {
  const digits = text.replace(/\D/g, '')
  if (digits.length <= length) return digits
  const runs = new Set(text.match(new RegExp(`(?<!\\d)\\d{${length}}(?!\\d)`, 'g')))
  return runs.size === 1 ? [...runs][0]! : digits.slice(0, length)
}

/** Seconds as the countdown shows them: 30 → '0:30', 75 → '1:15'. */
export const formatCountdown = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(Math.max(0, seconds) % 60).padStart(2, '0')}`
