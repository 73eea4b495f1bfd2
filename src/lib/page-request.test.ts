import { describe, expect, it } from 'vitest'
import { extensionOf } from './content-types'
import { dependsOnFetchMode, servesAppFor, servesAppForRequest } from './page-request'

const navigate = { secFetchMode: 'navigate' }

describe('servesAppFor', () => {
  it('gives the app to a client route, a dot inside it included', () => {
    for (const path of ['/', '/cart', '/product/p-1', '/product/hdmi-2.1-cable', '/product/v1.0', '/icons'])
      expect(servesAppFor(path), path).toBe(true)
  })

  it('answers a missing file-like path with a 404 unless it is a navigation', () => {
    for (const path of ['/product/poster.png', '/nope.js', '/missing.css', '/icons/x.svg', '/App.JS']) {
      expect(servesAppFor(path), path).toBe(false)
      expect(servesAppFor(path, { secFetchMode: 'cors' }), path).toBe(false)
      expect(servesAppFor(path, navigate), path).toBe(true)
    }
  })

  it('never gives the app under /assets/, not even to a navigation', () => {
    for (const path of ['/assets/nope.js', '/assets/old-route', '/assets/img/x']) {
      expect(servesAppFor(path), path).toBe(false)
      expect(servesAppFor(path, navigate), path).toBe(false)
    }
  })

  it('gives a page to GET and HEAD only', () => {
    expect(servesAppFor('/cart', { method: 'HEAD' })).toBe(true)
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS'])
      expect(servesAppFor('/cart', { method, ...navigate }), method).toBe(false)
  })

  it('reads a Fetch API request: path, method and Sec-Fetch-Mode, not Accept', () => {
    const html = { accept: 'text/html' }
    expect(servesAppForRequest(new Request('http://shop.test/cart?x=1.png'))).toBe(true)
    expect(servesAppForRequest(new Request('http://shop.test/x/poster.png', { headers: html }))).toBe(false)
    expect(
      servesAppForRequest(new Request('http://shop.test/x/poster.png', { headers: { 'sec-fetch-mode': 'navigate' } })),
    ).toBe(true)
    expect(servesAppForRequest(new Request('http://shop.test/assets/a.js', { headers: html }))).toBe(false)
    expect(servesAppForRequest(new Request('http://shop.test/cart', { method: 'POST' }))).toBe(false)
  })

  it('says which missing paths vary by Sec-Fetch-Mode', () => {
    expect(dependsOnFetchMode('/product/poster.png')).toBe(true)
    expect(dependsOnFetchMode('/product/hdmi-2.1-cable')).toBe(false)
    expect(dependsOnFetchMode('/assets/x.js')).toBe(false)
  })
})

describe('extensionOf', () => {
  it('reads the last segment, lower-cased, and no hidden-file name', () => {
    expect(extensionOf('/assets/App.JS')).toBe('.js')
    expect(extensionOf('/a.b/c')).toBe('')
    expect(extensionOf('/.env')).toBe('')
    expect(extensionOf('/product/hdmi-2.1-cable')).toBe('.1-cable')
    expect(extensionOf('/')).toBe('')
  })
})
