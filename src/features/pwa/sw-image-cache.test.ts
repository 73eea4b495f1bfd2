import { describe, expect, it } from 'vitest'
import { byteLimitPlugin, isImageEntry, trimCacheToBytes } from './sw-image-cache'

/** The Cache API's behaviour that matters here: entries in the order stored, a put replacing its own. */
class FakeCache {
  entries: [Request, Response][] = []
  reads = 0
  async put(request: Request, response: Response) {
    await this.delete(request)
    this.entries.push([request, response])
  }
  async keys() {
    return this.entries.map(([r]) => r)
  }
  async match(request: Request) {
    this.reads += 1
    return this.entries.find(([r]) => r === request)?.[1]
  }
  async delete(request: Request) {
    const before = this.entries.length
    this.entries = this.entries.filter(([r]) => r.url !== request.url)
    return this.entries.length < before
  }
  urls() {
    return this.entries.map(([r]) => new URL(r.url).pathname)
  }
}

const image = (bytes: number, withLength = true) =>
  new Response(new Uint8Array(bytes), { headers: withLength ? { 'Content-Length': String(bytes) } : {} })

describe('trimCacheToBytes', () => {
  it('deletes the oldest images until the cache holds at most the bound', async () => {
    const cache = new FakeCache()
    for (const [name, bytes] of [
      ['a', 400],
      ['b', 300],
      ['c', 200],
      ['d', 100],
    ] as const)
      await cache.put(new Request(`https://img.test/${name}.jpg`), image(bytes, name !== 'c'))
    const sizes = new Map<string, number>()
    expect(await trimCacheToBytes(cache as unknown as Cache, 650, sizes)).toBe(600)
    expect(cache.urls()).toEqual(['/b.jpg', '/c.jpg', '/d.jpg'])
    expect(await trimCacheToBytes(cache as unknown as Cache, 1000, sizes)).toBe(600)
    expect(cache.urls()).toEqual(['/b.jpg', '/c.jpg', '/d.jpg'])
  })

  it('measures each entry once (its size is remembered)', async () => {
    const cache = new FakeCache()
    await cache.put(new Request('https://img.test/a.jpg'), image(10))
    const sizes = new Map<string, number>()
    await trimCacheToBytes(cache as unknown as Cache, 100, sizes)
    await trimCacheToBytes(cache as unknown as Cache, 100, sizes)
    expect(cache.reads).toBe(1)
  })
})

describe('byteLimitPlugin', () => {
  it('trims after each update, once at a time', async () => {
    const cache = new FakeCache()
    let opened = 0
    const plugin = byteLimitPlugin('images', 250, async () => {
      opened += 1
      return cache as unknown as Cache
    })
    for (const name of ['a', 'b', 'c']) await cache.put(new Request(`https://img.test/${name}.jpg`), image(100))
    await Promise.all([plugin.cacheDidUpdate(), plugin.cacheDidUpdate()])
    expect(cache.urls()).toEqual(['/b.jpg', '/c.jpg'])
    await new Promise((resolve) => setTimeout(resolve, 0))
    // The second update came while the first trim ran: one more trim, not two at once.
    expect(opened).toBe(2)
  })
})

describe('isImageEntry', () => {
  it('keeps images out of the precache, and nothing else', () => {
    expect(isImageEntry({ url: 'images/fallback-product.svg' })).toBe(true)
    expect(isImageEntry('icons/icon-192.png')).toBe(true)
    for (const url of ['index.html', 'assets/index-abc.js', 'assets/index-abc.css', 'manifest.webmanifest'])
      expect(isImageEntry({ url })).toBe(false)
  })
})
