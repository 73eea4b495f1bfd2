import { describe, expect, it } from 'vitest'
import { injectHead, persisterFiles, serverTemplate } from './vite-storefront-html'

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

describe('persisterFiles', () => {
  const chunk = (fileName: string, extra: Record<string, unknown> = {}) => ({
    type: 'chunk',
    fileName,
    isEntry: false,
    facadeModuleId: null,
    moduleIds: [],
    imports: [],
    ...extra,
  })
  const bundle = {
    a: chunk('assets/index-1.js', { isEntry: true, facadeModuleId: '/repo/index.html' }),
    b: chunk('assets/persister-2.js', {
      facadeModuleId: '/repo/src/app/persister.ts',
      moduleIds: ['/repo/src/app/persister.ts'],
      imports: ['assets/index-1.js', 'assets/dist-3.js'],
    }),
    c: chunk('assets/dist-3.js'),
    d: { type: 'asset', fileName: 'assets/x.css' },
  }

  it('finds the persister in a group chunk without a facade of its own', () => {
    const grouped = {
      ...bundle,
      b: chunk('assets/restore-2.js', {
        moduleIds: ['/repo/node_modules/idb-keyval/dist/index.js', '/repo/src/app/persister.ts'],
      }),
    }
    expect(persisterFiles({ bundle: grouped } as unknown as Parameters<typeof persisterFiles>[0])).toEqual([
      'assets/restore-2.js',
    ])
  })

  it("names the persister's chunk and what it imports, not the entry, for a modulepreload in the head", () => {
    const files = persisterFiles({ bundle } as unknown as Parameters<typeof persisterFiles>[0])
    expect(files).toEqual(['assets/persister-2.js', 'assets/dist-3.js'])
    const out = injectHead('<html><head><meta charset="UTF-8" /><title>x</title></head></html>', {
      modulepreload: files,
    })
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/persister-2.js" data-client-start />')
    expect(out.indexOf('dist-3.js')).toBeLessThan(out.indexOf('<title>'))
    // A server-rendered page restores the saved catalogue only after hydrating: its template has neither.
    const template = serverTemplate(out)
    expect(template).not.toContain('persister-2.js')
    expect(template).not.toContain('dist-3.js')
    expect(template).toContain('<title>x</title>')
  })

  it('names nothing outside a build or without the chunk', () => {
    expect(persisterFiles({ bundle: undefined })).toEqual([])
    expect(persisterFiles({ bundle: { a: bundle.a } } as unknown as Parameters<typeof persisterFiles>[0])).toEqual([])
  })
})
