// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatPhone, LogSmsSender, OtpCodes, OtpRefusal } from './otp'

const PHONE = '+919876543210'

function setup() {
  let now = 1_000_000_000_000
  const lines: string[] = []
  const sms = new LogSmsSender((line) => lines.push(line))
  const codes = new OtpCodes(sms, () => now)
  return {
    codes,
    sms,
    lines,
    advance: (ms: number) => (now += ms),
    code: (phone = PHONE) => sms.lastCode(phone)!,
  }
}

/** The refusal `fn` throws, as plain fields. */
function refusal(fn: () => unknown) {
  try {
    fn()
  } catch (e) {
    if (e instanceof OtpRefusal)
      return { status: e.status, message: e.message, retryAfter: e.retryAfter, attemptsLeft: e.attemptsLeft }
    throw e
  }
  throw new Error('not refused')
}
async function refusalOf(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error('not refused')
    },
    (e: unknown) =>
      refusal(() => {
        throw e
      }),
  )
}
const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('OtpCodes', () => {
  it('sends a 6-digit code through the sender, logged as "OTP for +91 98765 43210: 482913"', async () => {
    const t = setup()
    expect(await t.codes.request(PHONE, 'a1')).toEqual({ resendAfter: 30, expiresIn: 300, length: 6 })
    expect(t.code()).toMatch(/^\d{6}$/)
    expect(t.lines).toEqual([`OTP for +91 98765 43210: ${t.code()}`])
    expect(formatPhone('+919876543210')).toBe('+91 98765 43210')
  })

  it('takes a right code once: used again it has expired (410)', async () => {
    const t = setup()
    await t.codes.request(PHONE, 'a1')
    expect(() => t.codes.verify(PHONE, t.code())).not.toThrow()
    expect(refusal(() => t.codes.verify(PHONE, t.code()))).toMatchObject({ status: 410 })
  })

  it('refuses a code after 5 minutes (410), not just before', async () => {
    const t = setup()
    await t.codes.request(PHONE, 'a1')
    t.advance(5 * 60_000 - 1)
    expect(() => t.codes.verify(PHONE, t.code())).not.toThrow()
    t.advance(30_000)
    await t.codes.request(PHONE, 'a1')
    t.advance(5 * 60_000)
    expect(refusal(() => t.codes.verify(PHONE, t.code()))).toEqual({
      status: 410,
      message: 'This code has expired. Request a new one.',
      retryAfter: undefined,
      attemptsLeft: undefined,
    })
  })

  it('counts wrong codes down (401 attemptsLeft 4…1), locks the number 15 minutes at the 5th, even for the right code', async () => {
    const t = setup()
    await t.codes.request(PHONE, 'a1')
    const wrong = wrongFor(t.code())
    const lefts = [1, 2, 3, 4].map(() => refusal(() => t.codes.verify(PHONE, wrong)))
    expect(lefts.map((r) => [r.status, r.attemptsLeft])).toEqual([
      [401, 4],
      [401, 3],
      [401, 2],
      [401, 1],
    ])
    expect(lefts[3]!.message).toBe('Incorrect code. 1 attempt left.')
    expect(refusal(() => t.codes.verify(PHONE, wrong))).toEqual({
      status: 429,
      message: 'Too many attempts. Try again in 15 minutes.',
      retryAfter: 900,
      attemptsLeft: undefined,
    })
    t.advance(60_000)
    expect(refusal(() => t.codes.verify(PHONE, t.code()))).toMatchObject({ status: 429, retryAfter: 840 })
    expect(await refusalOf(t.codes.request(PHONE, 'a1'))).toMatchObject({ status: 429 })
    // Another number is not locked.
    await t.codes.request('+919000000001', 'a1')
    expect(() => t.codes.verify('+919000000001', t.code('+919000000001'))).not.toThrow()
    // After the lock: a new code, a fresh count.
    t.advance(14 * 60_000)
    await t.codes.request(PHONE, 'a1')
    expect(refusal(() => t.codes.verify(PHONE, wrongFor(t.code())))).toMatchObject({ attemptsLeft: 4 })
    expect(() => t.codes.verify(PHONE, t.code())).not.toThrow()
  })

  it('sends a new code only 30 s after the last (429 with the seconds left); the new code replaces the old', async () => {
    const t = setup()
    await t.codes.request(PHONE, 'a1')
    const first = t.code()
    t.advance(10_000)
    expect(await refusalOf(t.codes.request(PHONE, 'a1'))).toMatchObject({ status: 429, retryAfter: 20 })
    t.advance(20_000)
    await t.codes.request(PHONE, 'a1')
    if (t.code() !== first) expect(refusal(() => t.codes.verify(PHONE, first))).toMatchObject({ status: 401 })
    expect(() => t.codes.verify(PHONE, t.code())).not.toThrow()
  })

  it('sends at most 5 codes a number an hour', async () => {
    const t = setup()
    for (let i = 0; i < 5; i++) {
      await t.codes.request(PHONE, `a${i}`)
      t.advance(60_000)
    }
    expect(await refusalOf(t.codes.request(PHONE, 'a9'))).toMatchObject({
      status: 429,
      message: 'Too many codes requested. Try again in 55 minutes.',
      retryAfter: 55 * 60,
    })
    await t.codes.request('+919000000001', 'a9') // another number goes
    t.advance(55 * 60_000)
    await t.codes.request(PHONE, 'a9')
  })

  it('sends at most 20 codes a client address an hour', async () => {
    const t = setup()
    for (let i = 0; i < 20; i++) await t.codes.request(`+9190000000${String(i).padStart(2, '0')}`, 'a1')
    expect(await refusalOf(t.codes.request('+919000000099', 'a1'))).toMatchObject({ status: 429, retryAfter: 3600 })
    await t.codes.request('+919000000099', 'a2') // another address goes
    t.advance(60 * 60_000)
    await t.codes.request('+919000000098', 'a1')
  })

  it('refuses a code for a number that was never sent one (410), and forgets everything on clear()', async () => {
    const t = setup()
    expect(refusal(() => t.codes.verify(PHONE, '123456'))).toMatchObject({ status: 410 })
    await t.codes.request(PHONE, 'a1')
    t.codes.clear()
    await t.codes.request(PHONE, 'a1') // no 30 s wait after clear
    expect(() => t.codes.verify(PHONE, t.code())).not.toThrow()
  })
})
