// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { modulesFor, preloadLinks, routeChunkOf, routeModules } from './ssr-preload'

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
  'src/routes/_main/index.tsx?tsr-split=component': { file: 'assets/home-e.js', imports: ['index.html'] },
  '_page-c.js': { file: 'assets/page-c.js', imports: ['index.html'] },
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

  it("lists a matched route's chunk and what it imports, never the entry; the not-found view only for a 404", () => {
    const byRoute = routeModules(manifest)
    const ids = ['__root__', '/_main', '/_main/product/$id']
    expect(modulesFor(ids, byRoute)).toEqual(['/assets/product._id-b.js', '/assets/page-c.js'])
    expect(modulesFor(ids, byRoute, true)).toEqual([
      '/assets/product._id-b.js',
      '/assets/page-c.js',
      '/assets/product._id-d.js',
    ])
  })
})

describe('preloadLinks', () => {
  it('preloads the LCP image at high priority, with its crossorigin, then the modules', () => {
    expect(
      preloadLinks({ src: '/images/a.webp', crossOrigin: 'anonymous' }, ['/assets/x.js'], 'http://shop.test/product/a'),
    ).toBe(
      '<http://shop.test/images/a.webp>; rel=preload; as=image; fetchpriority=high; crossorigin=anonymous, ' +
        '</assets/x.js>; rel=modulepreload',
    )
  })

  it('keeps a hostile image URL inside its <…> and its srcset inside quotes', () => {
    const link = preloadLinks(
      { src: 'http://img.test/a>; rel=stylesheet, <http://evil.test/x\r\nSet-Cookie: a=b', srcset: 'a.webp 1x", b' },
      [],
      'http://shop.test/',
    )
    expect(link).not.toMatch(/[\r\n]/)
    expect(link.match(/[<>]/g)).toEqual(['<', '>'])
    expect(link).toContain('imagesrcset="a.webp 1x, b"')
  })

  it('preloads no image that is not http(s), and is empty with nothing to preload', () => {
    expect(preloadLinks({ src: 'javascript:alert(1)' }, [], 'http://shop.test/')).toBe('')
    expect(preloadLinks(undefined, [], 'http://shop.test/')).toBe('')
  })
})
