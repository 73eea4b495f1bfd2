import { describe, expect, it } from 'vitest'
import { injectHead } from './vite-storefront-html'

describe('injectHead', () => {
  const html = '<!doctype html><html><head>\n<meta charset="UTF-8" />\n<title>x</title></head></html>'

  it('puts the CSP meta right after the charset', () => {
    const out = injectHead(html)
    expect(out.indexOf('<meta charset')).toBeLessThan(out.indexOf('Content-Security-Policy'))
    expect(out.indexOf('Content-Security-Policy')).toBeLessThan(out.indexOf('<title>'))
  })

  it('declares the header size for the shell header and the app header, in development too', () => {
    const out = injectHead(html, { csp: false })
    expect(out).toContain('<style>:root{--header-row:56px;--header-menu-row:44px}</style>')
    expect(out).not.toContain('Content-Security-Policy')
    expect(out.indexOf('--header-row')).toBeLessThan(out.indexOf('<title>'))
  })

  it('names no API origin: the store API is chosen at run time, and the server header names it', () => {
    const out = injectHead(html)
    expect(out).not.toContain('preconnect')
    expect(out).not.toMatch(/connect-src/)
  })
})
