import { describe, expect, it } from 'vitest'
import {
  imageStrategy,
  isCacheableApiRequest,
  isCacheableImageRequest,
  isUsableNavigationResponse,
  NAVIGATION_DENYLIST,
  precachedPagesFor,
  SERVER_NAVIGATION_TIMEOUT_MS,
} from './sw-match'

const API = 'http://localhost:8044/api/v1'

function req(url: string, init: RequestInit = {}): [Request, URL] {
  return [new Request(url, init), new URL(url)]
}

describe('isCacheableApiRequest', () => {
  it('accepts public catalogue GETs on any origin', () => {
    for (const url of [
      `${API}/storeInfo`,
      `${API}/products?page=1&limit=12&category=Audio`,
      `${API}/products/42`,
      'https://api.shop.example.in/api/v1/products/abc-1',
    ]) {
      expect(isCacheableApiRequest(...req(url)), url).toBe(true)
    }
  })

  it('refuses any request with an Authorization header', () => {
    const [r, u] = req(`${API}/products`, { headers: { Authorization: 'Bearer t0k3n' } })
    expect(isCacheableApiRequest(r, u)).toBe(false)
  })

  it('refuses account, order, payment and user calls and non-GET methods', () => {
    for (const url of [
      `${API}/accountInfo`,
      `${API}/orders`,
      `${API}/orders/7?contactInfo=a@b.in`,
      `${API}/payments/fields`,
      `${API}/users/authorize`,
    ]) {
      expect(isCacheableApiRequest(...req(url)), url).toBe(false)
    }
    expect(isCacheableApiRequest(...req(`${API}/products`, { method: 'POST', body: '{}' }))).toBe(false)
  })

  it('refuses deeper paths and look-alikes', () => {
    expect(isCacheableApiRequest(...req(`${API}/products/1/reviews`))).toBe(false)
    expect(isCacheableApiRequest(...req(`${API}/productsX`))).toBe(false)
    expect(isCacheableApiRequest(...req('http://localhost:4173/products'))).toBe(false)
  })
})

describe('isCacheableImageRequest', () => {
  it('accepts API and local images by path', () => {
    expect(isCacheableImageRequest(...req('http://localhost:8044/images/tv-mount.svg'))).toBe(true)
    expect(isCacheableImageRequest(...req('http://localhost:4173/images/categories/audio.webp'))).toBe(true)
  })

  it('refuses non-images, POSTs and signed requests', () => {
    expect(isCacheableImageRequest(...req(`${API}/products`))).toBe(false)
    expect(isCacheableImageRequest(...req('http://localhost:8044/images/a.svg', { method: 'POST', body: 'x' }))).toBe(
      false,
    )
    expect(
      isCacheableImageRequest(...req('http://localhost:8044/images/a.svg', { headers: { authorization: 'Bearer x' } })),
    ).toBe(false)
  })
})

describe('imageStrategy', () => {
  const APP = 'http://localhost:4173'
  it('is cache-first only where the real status is visible: our own images and CORS requests', () => {
    expect(imageStrategy(...req(`${APP}/images/fallback-product.svg`), APP)).toBe('cache-first')
    expect(imageStrategy(...req('http://localhost:8044/images/p-tv-mount.svg', { mode: 'cors' }), APP)).toBe(
      'cache-first',
    )
  })

  it('is network-first for a cross-origin image fetched without CORS (an opaque answer hides a 404)', () => {
    expect(imageStrategy(...req('http://localhost:8044/images/p-tv-mount.svg', { mode: 'no-cors' }), APP)).toBe(
      'network-first',
    )
    expect(imageStrategy(...req('https://cdn.example.in/p/1.jpg', { mode: 'no-cors' }), APP)).toBe('network-first')
  })
})

describe('NAVIGATION_DENYLIST', () => {
  const denied = (path: string) => NAVIGATION_DENYLIST.some((r) => r.test(path))
  it('lets app routes reach the shell', () => {
    for (const p of [
      '/',
      '/products?category=tv%20%26%20video%20accessories',
      '/product/abc',
      '/product/v1.2',
      '/terms',
      '/cart',
    ]) {
      expect(denied(p), p).toBe(false)
    }
  })
  it('keeps API paths and files away from the shell', () => {
    for (const p of ['/api/v1/products', '/robots.txt', '/manifest.webmanifest', '/sw.js', '/icons/icon-192.png']) {
      expect(denied(p), p).toBe(true)
    }
  })
})

describe('precachedPagesFor', () => {
  it('answers home with its prerendered page', () => {
    expect(precachedPagesFor('/')).toEqual(['/index.html'])
  })

  it("tries a one-segment path's own prerendered page, then the route-neutral shell", () => {
    expect(precachedPagesFor('/login')).toEqual(['/login.html', '/shell.html', '/index.html'])
    expect(precachedPagesFor('/track-order/')).toEqual(['/track-order.html', '/shell.html', '/index.html'])
    // No prerendered page for these: the shell, never home's page first.
    expect(precachedPagesFor('/cart')).toEqual(['/cart.html', '/shell.html', '/index.html'])
    for (const path of ['/product/p-1', '/product/hdmi-2.1-cable', '/orders/12', '/Login', '/a.b', '/index', '/shell'])
      expect(precachedPagesFor(path)[0], path).toBe('/shell.html')
  })
})

describe('server-rendered navigations', () => {
  it('wait briefly: between 1.5 and 2 s', () => {
    expect(SERVER_NAVIGATION_TIMEOUT_MS).toBeGreaterThanOrEqual(1500)
    expect(SERVER_NAVIGATION_TIMEOUT_MS).toBeLessThanOrEqual(2000)
  })

  it("show the server's page unless it is a server error", () => {
    expect(isUsableNavigationResponse(new Response('x', { status: 200 }))).toBe(true)
    expect(isUsableNavigationResponse(new Response('x', { status: 404 }))).toBe(true)
    expect(isUsableNavigationResponse(new Response('x', { status: 500 }))).toBe(false)
    expect(isUsableNavigationResponse(new Response('x', { status: 503 }))).toBe(false)
  })
})
