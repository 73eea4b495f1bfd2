// @vitest-environment node
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveShop, shopComparison } from './shop'
import { page } from './test-pages'

describe('shopComparison', () => {
  it('checks Performance ≥ Shop + 15 in both modes and server LCP ≤ 0.6 × Shop', () => {
    const shop = [page('Home', { score: 70, lcp: 5000 })]
    const { table, checks } = shopComparison(shop, [page('Home', { score: 85, lcp: 3500 }, { score: 84, lcp: 3100 })])
    expect(checks).toEqual([
      { name: 'Home, static Performance ≥ Shop + 15', met: true },
      { name: 'Home, server LCP ≤ 0.6 × Shop', met: false },
      { name: 'Home, server Performance ≥ Shop + 15', met: false },
    ])
    expect(table).toContain('| Home, server | 70 / 84 |')
    expect(table).toContain('0.62')
  })

  it('leaves out a page Shop was not measured on', () => {
    expect(shopComparison([], [page('Cart', {})]).checks).toEqual([])
  })
})

describe('serveShop', () => {
  let dir: string
  let shop: Awaited<ReturnType<typeof serveShop>>
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'shop-'))
    await mkdir(join(dir, 'src'))
    await writeFile(join(dir, 'index.html'), `<!doctype html><title>Shop</title>${'x'.repeat(2000)}`)
    await writeFile(join(dir, 'src', 'app.js'), `export const shop = '${'y'.repeat(2000)}'`)
    shop = await serveShop(dir)
  })
  afterAll(async () => {
    await shop.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('serves files, gzipped when asked, and index.html for a route of the app; a missing file is a 404', async () => {
    const js = await fetch(`${shop.origin}/src/app.js`, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(js.headers.get('content-encoding')).toBe('gzip')
    expect(await js.text()).toContain("export const shop = 'yyy")
    const route = await fetch(`${shop.origin}/list/mens_outerwear`)
    expect(await route.text()).toContain('<title>Shop</title>')
    expect((await fetch(`${shop.origin}/src/missing.js`)).status).toBe(404)
  })

  it('refuses a folder without a build', async () => {
    await expect(serveShop(join(dir, 'src'))).rejects.toThrow('No built Polymer Shop')
  })
})
