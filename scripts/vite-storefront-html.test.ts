import { describe, expect, it } from 'vitest'
import { injectHead } from './vite-storefront-html'

describe('injectHead', () => {
  const html = '<!doctype html><html><head>\n<meta charset="UTF-8" />\n<title>x</title></head></html>'

  it('puts the CSP meta and the preconnect right after the charset', () => {
    const out = injectHead(html, 'http://localhost:8105/api/v1')
    expect(out.indexOf('<meta charset')).toBeLessThan(out.indexOf('Content-Security-Policy'))
    expect(out.indexOf('Content-Security-Policy')).toBeLessThan(out.indexOf('<title>'))
    expect(out).toContain('<link rel="preconnect" href="http://localhost:8105" />')
  })

  it('adds no preconnect when the API origin is decided at run time', () => {
    expect(injectHead(html, null)).not.toContain('preconnect')
  })
})
