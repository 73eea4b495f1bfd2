import { describe, expect, it } from 'vitest'
import { codeFromText, formatCountdown } from './otp-code'

describe('codeFromText', () => {
  it.each([
    ['482913', '482913'],
    ['482 913', '482913'],
    ['48-29-13', '482913'],
    ['4829', '4829'], // typing: partial
    ['', ''],
    ['Your OTP is 482913', '482913'],
    ['482913 is your OTP for Shop. Valid for 5 min. Do not share it with anyone.', '482913'],
    ['Your code: 482913\n\n@shop.example.in #482913', '482913'],
    ['Use 482913 to sign in. Ref 1234567890', '482913'],
    ['Code 482913 or 111111', '482913'], // two codes: the first six digits
    ['4829131', '482913'], // too many digits typed: the first six
  ])('%j → %j', (text, code) => {
    expect(codeFromText(text, 6)).toBe(code)
  })

  it('follows the length the store gave', () => {
    expect(codeFromText('Your OTP is 4829', 4)).toBe('4829')
    expect(codeFromText('OTP 48291377 for order 12345', 8)).toBe('48291377')
  })
})

describe('formatCountdown', () => {
  it.each([
    [30, '0:30'],
    [9, '0:09'],
    [0, '0:00'],
    [75, '1:15'],
  ])('%d → %s', (s, text) => expect(formatCountdown(s)).toBe(text))
})
