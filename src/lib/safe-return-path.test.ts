import { describe, expect, it } from 'vitest'
import { safeReturnPath } from './safe-return-path'

describe('safeReturnPath (where sign-in returns to)', () => {
  const origin = 'https://shop.example'
  it.each([
    ['/checkout', '/checkout'],
    ['/products?category=audio#top', '/products?category=audio#top'],
    // Encoded characters stay inside the path: still our origin.
    ['/%0d%0aevil', '/%0d%0aevil'],
    ['/product/hdmi-2.1-cable', '/product/hdmi-2.1-cable'],
    ['/a/../orders', '/orders'],
  ])('keeps same-origin path %s', (raw, out) => expect(safeReturnPath(raw, origin)).toBe(out))

  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'checkout',
    '',
    undefined,
    '/\t/evil.example',
  ])('sends %s to /', (raw) => expect(safeReturnPath(raw, origin)).toBe('/'))

  // Each of these resolves (dot segments) or decodes (escaped slashes, backslashes, line breaks
  // that URL parsers drop) to a path starting with two slashes, which a browser reads as another host.
  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/a/..//evil.example',
    '/././/evil.example/checkout?x=1',
    '/%2f/evil.example',
    '/%2F%2Fevil.example',
    '/%5c/evil.example',
    '/%5C%5Cevil.example',
    '/%252f/evil.example',
    '/%0d%0a//evil',
    '/%09/evil.example',
  ])('sends %s, read as protocol-relative, to /', (raw) => expect(safeReturnPath(raw, origin)).toBe('/'))
})
