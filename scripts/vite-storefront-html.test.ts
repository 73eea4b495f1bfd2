import { describe, expect, it } from 'vitest'
import { injectHead } from './vite-storefront-html'

describe('injectHead', () => {
  const html = '<!doctype html><html><head>\n<meta charset="UTF-8" />\n<title>x</title></head></html>'

  it('puts the CSP meta right after the charset', () => {
    const out = injectHead(html)
    expect(out.indexOf('<meta charset')).toBeLessThan(out.indexOf('Content-Security-Policy'))
    expect(out.indexOf('Content-Security-Policy')).toBeLessThan(out.indexOf('<title>'))
  })

  it('names no API origin: the store API is chosen at run time, and the server header names it', () => {
    const out = injectHead(html)
    expect(out).not.toContain('preconnect')
    expect(out).not.toMatch(/connect-src/)
  })
})
