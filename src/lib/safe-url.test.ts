import { describe, expect, it } from 'vitest'
import { safeReturnPath, safeUrl } from './safe-url'

describe('safeUrl', () => {
  it.each([
    ['https://bank.example/pay', 'https://bank.example/pay'],
    ['http://localhost:8044/api/v1/bank/checkout', 'http://localhost:8044/api/v1/bank/checkout'],
  ])('allows %s', (raw, out) => expect(safeUrl(raw)).toBe(out))

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>1</script>', 'vbscript:x', '/relative', '', 'not a url', 42])(
    'refuses %s',
    (raw) => expect(safeUrl(raw)).toBeNull(),
  )

  it('honours a custom scheme list', () => {
    expect(safeUrl('upi://pay?pa=x@y', ['upi:', 'https:'])).toBe('upi://pay?pa=x@y')
    expect(safeUrl('upi://pay?pa=x@y')).toBeNull()
  })
})

describe('safeReturnPath (spec §4 After login)', () => {
  const origin = 'https://shop.example'
  it.each([
    ['/checkout', '/checkout'],
    ['/products?category=audio#top', '/products?category=audio#top'],
    // Encoded characters stay inside the path: still our origin.
    ['/%0d%0a//evil', '/%0d%0a//evil'],
  ])('keeps same-origin path %s', (raw, out) => expect(safeReturnPath(raw, origin)).toBe(out))

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'checkout', '', undefined, '/\t/evil.example'])(
    'sends %s to /',
    (raw) => expect(safeReturnPath(raw, origin)).toBe('/'),
  )
})
