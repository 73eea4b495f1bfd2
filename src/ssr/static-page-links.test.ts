import { describe, expect, it } from 'vitest'
import { buildModulesOf, routeApiPath, staticPageLinks } from './static-page-links'

describe('routeApiPath', () => {
  it('names GET /products/{id} for a product page, encoded like the API client, else null', () => {
    expect(routeApiPath('/product/abc')).toBe('/products/abc')
    expect(routeApiPath('/product/a%2Fb')).toBe('/products/a%2Fb')
    expect(routeApiPath('/product/%3Cx%3E,y;z')).toBe('/products/%3Cx%3E%2Cy%3Bz')
    expect(routeApiPath('/product/%E0%A4')).toBeNull()
    expect(routeApiPath('/product/a/b')).toBeNull()
    expect(routeApiPath('/products')).toBeNull()
    expect(routeApiPath('/')).toBeNull()
  })
})

const manifest = {
  'index.html': { file: 'assets/index-E.js', isEntry: true, imports: [] },
  'src/routes/_main.tsx?tsr-split=component': { file: 'assets/_main-M.js', imports: ['index.html'] },
  'src/routes/_main/cart.tsx?tsr-split=component': { file: 'assets/cart-C.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-S.js' },
}

describe('staticPageLinks', () => {
  const modules = buildModulesOf(manifest)
  const links = (pathname: string, more: Partial<Parameters<typeof staticPageLinks>[0]> = {}) =>
    staticPageLinks({
      apiOrigin: 'https://api.shop.in',
      apiBase: 'https://api.shop.in/v2',
      pathname,
      appRoute: true,
      precacheCopy: false,
      modules,
      ...more,
    }).split(', ')

  it('preconnects to the API and preloads store info, config.json, then the entry and the route chunks', () => {
    expect(links('/cart')).toEqual([
      '<https://api.shop.in>; rel=preconnect',
      '<https://api.shop.in/v2/storeInfo>; rel=preload; as=fetch; crossorigin=use-credentials',
      '</config.json>; rel=preload; as=fetch; crossorigin',
      '</assets/index-E.js>; rel=modulepreload',
      '</assets/_main-M.js>; rel=modulepreload',
      '</assets/cart-C.js>; rel=modulepreload',
      '</assets/shared-S.js>; rel=modulepreload',
    ])
  })

  it("adds a product page's own data; the default API base is the origin's /api/v1", () => {
    expect(links('/product/p%201', { apiBase: null })).toContain(
      '<https://api.shop.in/api/v1/products/p%201>; rel=preload; as=fetch; crossorigin=use-credentials',
    )
  })

  it('preloads no chunks for a file asked for by name, and only the preconnect on the precached copy', () => {
    expect(links('/cart', { appRoute: false }).filter((l) => l.includes('modulepreload'))).toEqual([])
    expect(links('/cart', { precacheCopy: true })).toEqual(['<https://api.shop.in>; rel=preconnect'])
  })
})
