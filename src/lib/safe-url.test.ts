import { describe, expect, it } from 'vitest'
import { safeDeepLink, safeUrl, safeWebUrl, UPI_SCHEMES, webSchemes } from './safe-url'

describe('safeUrl', () => {
  it.each([
    ['https://bank.example/pay', 'https://bank.example/pay'],
    ['http://localhost:8044/api/v1/bank/checkout', 'http://localhost:8044/api/v1/bank/checkout'],
  ])('allows %s', (raw, out) => expect(safeUrl(raw)).toBe(out))

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>1</script>',
    'vbscript:x',
    '/relative',
    '',
    'not a url',
    42,
  ])('refuses %s', (raw) => expect(safeUrl(raw)).toBeNull())

  it('honours a custom scheme list', () => {
    expect(safeUrl('upi://pay?pa=x@y', ['upi:', 'https:'])).toBe('upi://pay?pa=x@y')
    expect(safeUrl('upi://pay?pa=x@y')).toBeNull()
  })
})

describe('store URLs: one rule for web targets and deep links', () => {
  const NEVER = [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>1</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '/relative/path',
    '//evil.example/x',
    'pay.example/x',
    'not a url',
    'http://exa mple.com/',
    '',
    undefined,
    42,
  ]

  it('web schemes: https always, http only while the app is served over http', () => {
    expect(webSchemes('https:')).toEqual(['https:'])
    expect(webSchemes('http:')).toEqual(['https:', 'http:'])
  })

  it.each(['https:', 'http:'])('a web target on an %s app', (app) => {
    expect(safeWebUrl('https://bank.example/pay', app)).toBe('https://bank.example/pay')
    expect(safeWebUrl('http://gateway.test/pay', app)).toBe(app === 'http:' ? 'http://gateway.test/pay' : null)
    // A web target is never an app link.
    expect(safeWebUrl('upi://pay?pa=a@b', app)).toBeNull()
    expect(safeWebUrl('intent://pay#Intent;scheme=upi;end', app)).toBeNull()
  })

  it.each(NEVER)('never follows %j, as a web target or a deep link, on either app', (raw) => {
    for (const app of ['https:', 'http:']) {
      expect(safeWebUrl(raw, app)).toBeNull()
      expect(safeDeepLink(raw, app)).toBeNull()
    }
  })

  it.each([
    'upi://pay?pa=store@okaxis&am=10.00&cu=INR',
    'UPI://pay?pa=store@okaxis',
    'phonepe://pay?pa=store@okaxis',
    'paytmmp://pay?pa=store@okaxis',
    'tez://upi/pay?pa=store@okaxis',
    'gpay://upi/pay?pa=store@okaxis',
    'bhim://pay?pa=store@okaxis',
  ])('a deep link may open a UPI app: %s', (raw) => {
    expect(safeDeepLink(raw, 'https:')).toBe(new URL(raw).href)
  })

  it('lists exactly the UPI schemes', () => {
    expect([...UPI_SCHEMES]).toEqual(['upi:', 'phonepe:', 'paytmmp:', 'tez:', 'gpay:', 'bhim:'])
  })

  it.each(['https:', 'http:'])('a web deep link on an %s app', (app) => {
    expect(safeDeepLink('https://pay.example/a', app)).toBe('https://pay.example/a')
    expect(safeDeepLink('http://gateway.test/a', app)).toBe(app === 'http:' ? 'http://gateway.test/a' : null)
  })

  const fallback = (url: string) => `S.browser_fallback_url=${encodeURIComponent(url)}`
  it.each<[string, boolean]>([
    ['intent://pay?pa=store@okaxis#Intent;scheme=upi;end', true],
    ['intent://pay?pa=store@okaxis#Intent;scheme=upi;package=com.phonepe.app;end', true],
    [`intent://pay?pa=store@okaxis#Intent;scheme=upi;${fallback('https://pay.example/upi')};end`, true],
    [`intent://pay?pa=store@okaxis#Intent;scheme=upi;${fallback('http://pay.example/upi')};end`, false],
    [`intent://pay?pa=store@okaxis#Intent;scheme=upi;${fallback('javascript:alert(1)')};end`, false],
    [`intent://pay#Intent;scheme=upi;${fallback('https://ok.example')};${fallback('data:text/html,x')};end`, false],
    ['intent://pay#Intent;scheme=upi;S.browser_fallback_url=%E0%A4;end', false], // a broken escape
    ['intent://pay?pa=store@okaxis#Intent;scheme=https;end', false],
    ['intent://pay?pa=store@okaxis#Intent;scheme=javascript;end', false],
    ['intent://pay#Intent;scheme=upi;scheme=https;end', false],
    ['intent://pay?pa=store@okaxis#Intent;package=com.phonepe.app;end', false], // no scheme
    ['intent://pay?pa=store@okaxis', false], // no intent fragment
    ['intent://pay#Intent;scheme=upi', false], // no end
    ['intent://pay#Intent;scheme=upi;SEL;end', false], // a selector could open something else
    ['intent://pay#Intent;scheme=upi;end#Intent;scheme=https;end', false],
  ])('intent %s → followed: %s', (raw, followed) => {
    expect(safeDeepLink(raw, 'https:') !== null).toBe(followed)
    // A web target is never an intent, whatever it says.
    expect(safeWebUrl(raw, 'http:')).toBeNull()
  })
})
