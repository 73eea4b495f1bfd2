import { describe, expect, it } from 'vitest'
import { resolveApiBase } from '@/lib/config'
import { apiOriginFor, apiOriginForRequest, contentSecurityPolicy, metaPolicy, originOf, parseOrigins } from './csp'
import { HOME_GUARD_HASH } from './home-guard'

describe('contentSecurityPolicy', () => {
  const header = contentSecurityPolicy({ apiOrigin: 'https://api.shop.in', formActionOrigins: ['https://pay.bank.in'] })

  it("allows scripts from our origin only (and home's guard, by its hash), no plugins, framing or base changes", () => {
    expect(header).toContain("default-src 'self'")
    expect(header).toContain(`script-src 'self' ${HOME_GUARD_HASH};`)
    expect(header).toContain("object-src 'none'")
    expect(header).toContain("frame-ancestors 'none'")
    expect(header).toContain("base-uri 'self'")
  })

  it('limits fetches and images to our origin and the API (data: for the QR image)', () => {
    expect(header).toContain("connect-src 'self' https://api.shop.in;")
    expect(header).toContain("img-src 'self' https://api.shop.in data: blob:;")
    expect(header).toContain("form-action 'self' https://api.shop.in https://pay.bank.in")
  })

  it('leaves frame-ancestors out of the meta form', () => {
    expect(contentSecurityPolicy({ apiOrigin: null, meta: true })).not.toContain('frame-ancestors')
  })
})

describe('metaPolicy', () => {
  it('is the full policy when the API origin is known at build time', () => {
    expect(metaPolicy('http://localhost:8044')).toContain("connect-src 'self' http://localhost:8044")
  })

  it('locks scripts but leaves network directives to the header when the API origin is not known', () => {
    const meta = metaPolicy(null)
    expect(meta).toContain("script-src 'self'")
    expect(meta).not.toContain('default-src')
    expect(meta).not.toContain('connect-src')
  })
})

describe('apiOriginFor: the origin of the API base the app calls (apiBaseFor)', () => {
  it.each([
    ['http:', 'localhost:4173', 'http://localhost:8044'],
    ['http:', '127.0.0.1:4173', 'http://127.0.0.1:8044'],
    ['https:', 'shop.example.in', 'https://api.shop.example.in'],
    ['https:', 'shop.example.in:8443', 'https://api.shop.example.in:8443'],
    ['http:', 'shop.example.in', 'http://api.shop.example.in'],
  ] as const)('%s//%s', (protocol, host, origin) => {
    expect(apiOriginFor(protocol, host, null)).toBe(origin)
    expect(apiOriginFor(protocol, host, null)).toBe(originOf(resolveApiBase({ protocol, host })))
  })

  it('follows the request: its URL or X-Forwarded-Proto for https, its Host header for the name', () => {
    const behindProxy = new Request('http://10.0.0.5/cart', {
      headers: { host: 'shop.example.in', 'x-forwarded-proto': 'https' },
    })
    expect(apiOriginForRequest(behindProxy, null)).toBe('https://api.shop.example.in')
    expect(apiOriginForRequest(new Request('https://shop.example.in/'), null)).toBe('https://api.shop.example.in')
  })

  it('uses the build-time API base when there is one', () => {
    expect(apiOriginFor('http:', 'localhost:4173', 'http://localhost:8105/api/v1')).toBe('http://localhost:8105')
  })

  it('refuses a Host header that could inject into the policy', () => {
    expect(apiOriginFor('http:', "evil.in; script-src 'unsafe-inline'", null)).toBeNull()
  })
})

describe('parseOrigins and originOf', () => {
  it('keeps http(s) origins only', () => {
    expect(parseOrigins('https://cdn.shop.in/x, javascript:alert(1)  http://a.b:81')).toEqual([
      'https://cdn.shop.in',
      'http://a.b:81',
    ])
    expect(originOf('data:text/html,x')).toBeNull()
  })
})
