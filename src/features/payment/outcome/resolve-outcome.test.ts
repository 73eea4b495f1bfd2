import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { PaymentResultSchema } from '../api/submit-payment'
import { PAYMENT_MESSAGES, qrImageSrc, resolveOutcome, upiAppLink, type OutcomeContext } from './resolve-outcome'

// The app on https, paying an order of ₹1,299.
const outcome = (body: unknown, context: Partial<OutcomeContext> = {}) =>
  resolveOutcome(v.parse(PaymentResultSchema, body), { amount: 1299, appProtocol: 'https:', ...context })
const UPI = 'upi://pay?pa=store@okaxis&pn=Store&am=1299.00&cu=INR&tr=order-1'
const unsafe = { kind: 'unsafe', message: PAYMENT_MESSAGES.unsafeUrl }

describe('resolveOutcome', () => {
  it.each<[string, unknown, unknown]>([
    [
      'success false with the server error',
      { success: false, error: 'Card declined' },
      { kind: 'error', message: 'Card declined' },
    ],
    ['success false without an error', { success: false }, { kind: 'error', message: PAYMENT_MESSAGES.unknownError }],
    [
      'success missing counts as false',
      { action: { type: 'qr', qr: UPI } },
      { kind: 'error', message: PAYMENT_MESSAGES.unknownError },
    ],
    [
      'redirect_post carries type, url and each data key',
      {
        success: true,
        action: {
          type: 'redirect_post',
          redirectUrl: 'https://bank.example/checkout',
          formParams: {
            type: 'netbanking',
            url: 'https://bank.example/checkout',
            data: { orderId: 'o1', amount: 1299.5, ok: true },
          },
        },
      },
      {
        kind: 'post',
        url: 'https://bank.example/checkout',
        inputs: [
          ['type', 'netbanking'],
          ['url', 'https://bank.example/checkout'],
          ['orderId', 'o1'],
          ['amount', '1299.5'],
          ['ok', 'true'],
        ],
      },
    ],
    [
      'redirect_post to javascript:',
      { success: true, action: { type: 'redirect_post', redirectUrl: 'javascript:alert(1)' } },
      unsafe,
    ],
    [
      'redirect_post to data:',
      { success: true, action: { type: 'redirect_post', redirectUrl: 'data:text/html,<script>x</script>' } },
      unsafe,
    ],
    [
      'redirect_post to a relative path',
      { success: true, action: { type: 'redirect_post', redirectUrl: '/bank' } },
      unsafe,
    ],
    ['redirect_post with no target', { success: true, action: { type: 'redirect_post' } }, unsafe],
    [
      'deeplink upi:',
      { success: true, action: { type: 'deeplink', redirectUrl: UPI } },
      { kind: 'deeplink', url: UPI },
    ],
    [
      'deeplink intent:',
      { success: true, action: { type: 'deeplink', redirectUrl: 'intent://pay#Intent;scheme=upi;end' } },
      { kind: 'deeplink', url: 'intent://pay#Intent;scheme=upi;end' },
    ],
    [
      'deeplink https:',
      { success: true, action: { type: 'deeplink', redirectUrl: 'https://pay.example/a' } },
      { kind: 'deeplink', url: 'https://pay.example/a' },
    ],
    [
      'deeplink http: is refused on an https app',
      { success: true, action: { type: 'deeplink', redirectUrl: 'http://pay.example/a' } },
      unsafe,
    ],
    ['deeplink vbscript:', { success: true, action: { type: 'deeplink', redirectUrl: 'vbscript:msgbox(1)' } }, unsafe],
    [
      'deeplink JaVaScRiPt:',
      { success: true, action: { type: 'deeplink', redirectUrl: 'JaVaScRiPt:alert(1)' } },
      unsafe,
    ],
    [
      'deeplink with a tab inside the scheme',
      { success: true, action: { type: 'deeplink', redirectUrl: 'java\tscript:alert(1)' } },
      unsafe,
    ],
    ['deeplink malformed', { success: true, action: { type: 'deeplink', redirectUrl: 'not a url' } }, unsafe],
    [
      'qr text',
      { success: true, action: { type: 'qr', qr: UPI } },
      { kind: 'qr', qr: UPI, image: undefined, payee: 'Store' },
    ],
    [
      'qr text naming only the UPI id',
      { success: true, action: { type: 'qr', qr: 'upi://pay?pa=store@okaxis' } },
      { kind: 'qr', qr: 'upi://pay?pa=store@okaxis', image: undefined, payee: 'store@okaxis' },
    ],
    [
      'qr text that is no UPI link',
      { success: true, action: { type: 'qr', qr: 'BANKQR:0002' } },
      { kind: 'qr', qr: 'BANKQR:0002', image: undefined, payee: undefined },
    ],
    [
      'qr base64',
      { success: true, action: { type: 'qr', qrBase64: 'iVBORw0KGgo=' } },
      { kind: 'qr', qr: undefined, image: 'data:image/png;base64,iVBORw0KGgo=', payee: undefined },
    ],
    [
      'qr with nothing usable',
      { success: true, action: { type: 'qr', qrBase64: 'data:image/svg+xml;base64,PHN2Zz4=' } },
      { kind: 'error', message: PAYMENT_MESSAGES.noQr },
    ],
    [
      'qr text too long for a QR code',
      { success: true, action: { type: 'qr', qr: 'x'.repeat(2001) } },
      { kind: 'error', message: PAYMENT_MESSAGES.noQr },
    ],
    [
      'bare redirectUrl',
      { success: true, redirectUrl: 'https://pay.example/done' },
      { kind: 'navigate', url: 'https://pay.example/done' },
    ],
    ['bare javascript: redirectUrl', { success: true, redirectUrl: 'javascript:alert(1)' }, unsafe],
    [
      'unknown action type with a redirect',
      { success: true, action: { type: 'teleport' }, redirectUrl: 'https://x.example/' },
      { kind: 'navigate', url: 'https://x.example/' },
    ],
    ['nothing to do', { success: true }, { kind: 'done' }],
    ['success as the text true', { success: 'true' }, { kind: 'done' }],
  ])('%s', (_, body, expected) => {
    expect(outcome(body)).toEqual(expected)
  })

  it.each<[string, unknown]>([
    ['deeplink', { type: 'deeplink', redirectUrl: 'phonepe://pay?pa=s@ok&am=1.00&cu=INR' }],
    ['deeplink intent', { type: 'deeplink', redirectUrl: 'intent://pay?pa=s@ok&am=1.00#Intent;scheme=upi;end' }],
    ['deeplink in another currency', { type: 'deeplink', redirectUrl: 'upi://pay?pa=s@ok&am=1299.00&cu=USD' }],
    ['qr text', { type: 'qr', qr: 'upi://pay?pa=s@ok&am=12990.00&cu=INR' }],
    ['qr text beside an image', { type: 'qr', qr: 'upi://pay?pa=s@ok&am=1.00', qrBase64: 'iVBORw0KGgo=' }],
  ])('a UPI %s whose am/cu differ from the order: warned, nothing opens', (_, action) => {
    const result = outcome({ success: true, action })
    expect(result.kind).toBe('mismatch')
    expect(result).toHaveProperty('message', expect.stringContaining('₹1,299.00'))
  })

  it('a UPI link with an amount cannot open while the order total is unknown; one without can', () => {
    expect(outcome({ success: true, action: { type: 'deeplink', redirectUrl: UPI } }, { amount: undefined }).kind).toBe(
      'mismatch',
    )
    expect(
      outcome({ success: true, action: { type: 'deeplink', redirectUrl: 'upi://pay?pa=s@ok' } }, { amount: undefined }),
    ).toEqual({ kind: 'deeplink', url: 'upi://pay?pa=s@ok' })
  })

  it('a matching UPI app link opens', () => {
    const url = 'gpay://upi/pay?pa=s@ok&pn=Store&am=1299&cu=INR'
    expect(outcome({ success: true, action: { type: 'deeplink', redirectUrl: url } })).toEqual({
      kind: 'deeplink',
      url,
    })
  })

  it('http: targets are followed only while the app is on http:', () => {
    const post = {
      success: true,
      action: {
        type: 'redirect_post',
        redirectUrl: 'http://gateway.test/pay',
        formParams: { type: 't', url: 'u', data: {} },
      },
    }
    expect(outcome(post, { appProtocol: 'https:' })).toEqual(unsafe)
    expect(outcome(post, { appProtocol: 'http:' })).toMatchObject({ kind: 'post', url: 'http://gateway.test/pay' })
    const deeplink = { success: true, action: { type: 'deeplink', redirectUrl: 'http://gateway.test/upi' } }
    expect(outcome(deeplink, { appProtocol: 'https:' })).toEqual(unsafe)
    expect(outcome(deeplink, { appProtocol: 'http:' })).toEqual({ kind: 'deeplink', url: 'http://gateway.test/upi' })
    const bare = { success: true, redirectUrl: 'http://gateway.test/done' }
    expect(outcome(bare, { appProtocol: 'https:' })).toEqual(unsafe)
    expect(outcome(bare, { appProtocol: 'http:' })).toEqual({ kind: 'navigate', url: 'http://gateway.test/done' })
  })

  it.each([
    'file:///etc/passwd',
    'intent://pay#Intent;scheme=https;end',
    'intent://pay#Intent;scheme=upi;S.browser_fallback_url=http%3A%2F%2Fx.example;end',
  ])('the deep link %s is refused with the unsafe-link message', (url) =>
    expect(
      outcome({ success: true, action: { type: 'deeplink', redirectUrl: url } }, { appProtocol: 'http:' }),
    ).toEqual(unsafe),
  )

  it.each([null, [], 'ok', 42])('a non-object answer %j fails validation', (body) => {
    expect(v.safeParse(PaymentResultSchema, body).success).toBe(false)
  })
})

describe('qrImageSrc', () => {
  it.each([
    [undefined, undefined],
    ['iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
    ['/9j/4AAQSkZJRg==', 'data:image/jpeg;base64,/9j/4AAQSkZJRg=='],
    ['data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
    ['data:image/jpeg;base64,/9j/4AAQ', 'data:image/jpeg;base64,/9j/4AAQ'],
    ['data:image/svg+xml;base64,PHN2Zz4=', undefined],
    ['data:text/html;base64,PHNjcmlwdD4=', undefined],
    ['javascript:alert(1)', undefined],
    ['abc', undefined], // not a multiple of 4
    ['https://evil.example/qr.png', undefined],
  ])('%j → %j', (raw, expected) => expect(qrImageSrc(raw)).toBe(expected))
})

describe('upiAppLink', () => {
  it.each([
    [UPI, UPI],
    ['phonepe://pay?pa=s@ok', 'phonepe://pay?pa=s@ok'],
    ['javascript:alert(1)', undefined],
    ['https://pay.example', undefined],
    ['plain text', undefined],
    [undefined, undefined],
  ])('%j → %j', (qr, expected) => expect(upiAppLink(qr)).toBe(expected))
})
