// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { findLcpImage } from './lcp-image'
import { modulesFor, modulesForPath, preloadLinks, routeChunkOf, routeModules, SERVER_STATE_KEY } from './ssr-preload'

const manifest = {
  'index.html': { file: 'assets/index-a.js' },
  'src/routes/_main/product.$id.tsx?tsr-split=component': {
    file: 'assets/product._id-b.js',
    imports: ['index.html', '_page-c.js'],
  },
  'src/routes/_main/product.$id.tsx?tsr-split=notFoundComponent': {
    file: 'assets/product._id-d.js',
    imports: ['index.html', '_page-c.js'],
  },
  'src/routes/_main/index.tsx?tsr-split=component---loader': { file: 'assets/home-e.js', imports: ['index.html'] },
  '_page-c.js': { file: 'assets/page-c.js', imports: ['index.html'] },
  'src/app/server-state.ts': { file: 'assets/server-state-f.js', imports: ['index.html', '_hydration-g.js'] },
  '_hydration-g.js': { file: 'assets/hydration-g.js', imports: ['index.html'] },
}

describe('route chunks from the build manifest', () => {
  it('names the route and piece of a split chunk', () => {
    expect(routeChunkOf('src/routes/_main/product.$id.tsx?tsr-split=component')).toEqual({
      routeId: '/_main/product/$id',
      piece: 'component',
    })
    expect(routeChunkOf('src/routes/_main/index.tsx?tsr-split=component')?.routeId).toBe('/_main/')
    expect(routeChunkOf('_page-c.js')).toBeNull()
  })

  it("counts a chunk that holds a route's loader with its component as the route's page", () => {
    expect(routeChunkOf('src/routes/_main/index.tsx?tsr-split=component---loader')).toEqual({
      routeId: '/_main/',
      piece: 'component',
    })
    expect(routeModules(manifest).get('/_main/')).toEqual(['/assets/home-e.js'])
  })

  it("lists a matched route's chunk and what it imports, never the entry; the not-found view only for a 404", () => {
    const byRoute = routeModules(manifest)
    const ids = ['__root__', '/_main', '/_main/product/$id']
    const serverState = ['/assets/server-state-f.js', '/assets/hydration-g.js']
    expect(byRoute.get(SERVER_STATE_KEY)).toEqual(serverState)
    expect(modulesFor(ids, byRoute)).toEqual([...serverState, '/assets/product._id-b.js', '/assets/page-c.js'])
    expect(modulesFor(ids, byRoute, true)).toEqual([
      ...serverState,
      '/assets/product._id-b.js',
      '/assets/page-c.js',
      '/assets/product._id-d.js',
    ])
  })
})

describe('preloadLinks', () => {
  it('preloads the LCP image at high priority, with its crossorigin, and nothing else', () => {
    expect(preloadLinks({ src: '/images/a.webp', crossOrigin: 'anonymous' }, 'http://shop.test/product/a')).toBe(
      '<http://shop.test/images/a.webp>; rel=preload; as=image; fetchpriority=high; crossorigin=anonymous',
    )
  })

  it('keeps a hostile image URL inside its <…> and its srcset inside quotes', () => {
    const link = preloadLinks(
      { src: 'http://img.test/a>; rel=stylesheet, <http://evil.test/x\r\nSet-Cookie: a=b', srcset: 'a.webp 1x", b' },
      'http://shop.test/',
    )
    expect(link).not.toMatch(/[\r\n]/)
    expect(link.match(/[<>]/g)).toEqual(['<', '>'])
    expect(link).toContain('imagesrcset="a.webp 1x, b"')
  })

  it('preloads a Data saver <picture>: each source for the viewports it wins, then the img for the rest', () => {
    const html =
      '<picture><source media="(max-width: 428px)" srcset="http://img.test/p.jpg?w=192"/>' +
      '<source media="(max-width: 831px)" srcset="http://img.test/p.jpg?w=256"/>' +
      '<img src="http://img.test/p.jpg?w=384" fetchpriority="high" crossorigin="anonymous"/></picture>'
    const lcp = findLcpImage(`<picture><img src="/a.jpg"/></picture>${html}`)!
    expect(lcp.sources).toHaveLength(2)
    expect(preloadLinks(lcp, 'http://shop.test/').split(', <')).toEqual([
      '<http://img.test/p.jpg?w=192>; rel=preload; as=image; fetchpriority=high; media="(max-width: 428px)"; crossorigin=anonymous',
      'http://img.test/p.jpg?w=256>; rel=preload; as=image; fetchpriority=high; media="(max-width: 831px) and (not (max-width: 428px))"; crossorigin=anonymous',
      'http://img.test/p.jpg?w=384>; rel=preload; as=image; fetchpriority=high; media="(not (max-width: 428px)) and (not (max-width: 831px))"; crossorigin=anonymous',
    ])
  })

  it('preloads nothing for a <picture> whose media it cannot split safely', () => {
    const lcp = {
      src: 'http://img.test/a.jpg',
      sources: [{ media: '(max-width: 4px), print', srcset: 'http://img.test/b.jpg' }],
    }
    expect(preloadLinks(lcp, 'http://shop.test/')).toBe('')
  })

  it('preloads no image that is not http(s), and is empty with nothing to preload', () => {
    expect(preloadLinks({ src: 'javascript:alert(1)' }, 'http://shop.test/')).toBe('')
    expect(preloadLinks(undefined, 'http://shop.test/')).toBe('')
  })
})

describe('route chunks for a path, without running the app (a static host)', () => {
  const modules = new Map([
    ['/_main/$policyType', ['/assets/policy.js']],
    ['/_main/cart', ['/assets/cart.js', '/assets/panel.js']],
    ['/_main/product/$id', ['/assets/product.js', '/assets/page.js']],
    ['/_main/product/$id?notFoundComponent', ['/assets/product-404.js']],
    ['/_main/_authed', ['/assets/authed.js']],
    ['/_main/_authed/checkout', ['/assets/checkout.js', '/assets/panel.js']],
  ])

  it("lists the matched page's chunks, and a split layout's above it, each once", () => {
    expect(modulesForPath('/product/p%20tv-1', modules)).toEqual(['/assets/product.js', '/assets/page.js'])
    expect(modulesForPath('/checkout', modules).sort()).toEqual(
      ['/assets/authed.js', '/assets/checkout.js', '/assets/panel.js'].sort(),
    )
  })

  it("lists home's chunks and the main layout's, now that they are split too", () => {
    const split = new Map([
      ...modules,
      ['/_main', ['/assets/layout.js', '/assets/page.js']],
      ['/_main/', ['/assets/home.js']],
    ])
    expect(modulesForPath('/', split).sort()).toEqual(['/assets/home.js', '/assets/layout.js', '/assets/page.js'])
    expect(modulesForPath('/cart', split).sort()).toEqual(
      ['/assets/cart.js', '/assets/layout.js', '/assets/page.js', '/assets/panel.js'].sort(),
    )
  })

  it('prefers a route of equal segments over a $param one, as the router does', () => {
    expect(modulesForPath('/cart', modules)).toEqual(['/assets/cart.js', '/assets/panel.js'])
    expect(modulesForPath('/shipping', modules)).toEqual(['/assets/policy.js'])
  })

  it('lists nothing for a path no split page matches, nor the server state for a static page', () => {
    expect(modulesForPath('/', new Map([...modules, [SERVER_STATE_KEY, ['/assets/server-state.js']]]))).toEqual([])
    expect(modulesForPath('/product/a/b', modules)).toEqual([])
  })
})
