// @vitest-environment node
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { StoreImages, type StoreImagesOptions } from '../lib/store-images'
import { API_ORIGIN, createTestApp, TEST_APP_ORIGIN, type TestApp } from './test-app'

// The photographed catalogue and the `images` extension, each app on caches in its own folder.
let root: string
let t: TestApp
let images: StoreImages
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'store-images-'))
  images = new StoreImages({ dir: join(root, 'main') })
  t = await createTestApp({ faults: true, images })
}, 60_000)
afterAll(async () => {
  await t.close()
  await rm(root, { recursive: true, force: true })
})

const PHOTO = '/images/p-hdmi-cable-2m.jpg'
const WEEK = 'public, max-age=604800'

/** An app on the same database with its own images. */
function appWith(options: StoreImagesOptions & { dir: string }) {
  const own = new StoreImages(options)
  const app = createApp({ db: t.db, appOrigin: TEST_APP_ORIGIN, faults: false, corsOrigins: [], images: own })
  return {
    images: own,
    get: (path: string, headers: Record<string, string> = {}) => app.request(`${API_ORIGIN}${path}`, { headers }),
  }
}

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(`${API_ORIGIN}${path}`, { headers })

async function image(res: Response) {
  const data = Buffer.from(await res.arrayBuffer())
  return { data, meta: await sharp(data).metadata() }
}

const varies = (res: Response) => (res.headers.get('Vary') ?? '').split(/,\s*/).includes('Accept')

describe('the photographed catalogue', () => {
  it('sends product and category images as .jpg photos, the logo as SVG', async () => {
    const product = (await t.call('GET', '/products/p-hdmi-cable-2m')).body
    expect(product.images).toEqual([
      { url: `${API_ORIGIN}/images/p-hdmi-cable-2m.jpg` },
      { url: `${API_ORIGIN}/images/p-hdmi-cable-2m--2.jpg` },
    ])
    const info = (await t.call('GET', '/storeInfo')).body
    expect(info.categoryImages['Audio']).toBe(`${API_ORIGIN}/images/c-audio.jpg`)
    expect(info.companyLogoUrl).toBe(`${API_ORIGIN}/images/logo.svg`)
  })

  it.each([PHOTO, '/images/p-hdmi-cable-2m--2.jpg', '/images/c-audio.jpg'])(
    '%s is a 1200 × 1200 JPEG of 80–250 KB, cacheable for a week, with the safety headers',
    async (path) => {
      const res = await get(path)
      expect(res.status).toBe(200)
      expect(res.headers.get('Content-Type')).toBe('image/jpeg')
      expect(res.headers.get('Cache-Control')).toBe(WEEK)
      expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
      expect(res.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin')
      const { data, meta } = await image(res)
      expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 1200 })
      expect(data.length).toBeGreaterThanOrEqual(80 * 1024)
      expect(data.length).toBeLessThanOrEqual(250 * 1024)
    },
  )

  it('makes each photo once, kept on disk for the next start', async () => {
    const { images: own, get: ownGet } = appWith({ dir: join(root, 'once') })
    const answers = await Promise.all([ownGet(PHOTO), ownGet(PHOTO), ownGet(PHOTO)])
    const bodies = await Promise.all(answers.map(async (r) => Buffer.from(await r.arrayBuffer())))
    expect((await ownGet(PHOTO)).status).toBe(200)
    expect(own.photos.made).toBe(1)
    expect(bodies[1]?.equals(bodies[0]!)).toBe(true)
    expect(await readdir(join(root, 'once', 'photos'))).toEqual([expect.stringMatching(/^[0-9a-f]{32}\.jpg$/)])

    const restarted = appWith({ dir: join(root, 'once') })
    const again = await restarted.get(PHOTO)
    expect(Buffer.from(await again.arrayBuffer()).equals(bodies[0]!)).toBe(true)
    expect(restarted.images.photos.made).toBe(0)
  })

  it('with STORE_IMAGES=drawn sends the drawn art', async () => {
    const drawn = new StoreImages({ style: 'drawn', dir: join(root, 'drawn') })
    const app = createApp({ db: t.db, appOrigin: TEST_APP_ORIGIN, faults: false, corsOrigins: [], images: drawn })
    const product = (await (await app.request(`${API_ORIGIN}/api/v1/products/p-hdmi-cable-2m`)).json()) as {
      imgUrl: string
    }
    expect(product.imgUrl).toBe(`${API_ORIGIN}/images/p-hdmi-cable-2m.svg`)
    const info = (await (await app.request(`${API_ORIGIN}/api/v1/storeInfo`)).json()) as {
      categoryImages: Record<string, string>
    }
    expect(info.categoryImages['Audio']).toBe(`${API_ORIGIN}/images/c-audio.svg`)
  })
})

describe('the images extension', () => {
  it('is listed in capabilities', async () => {
    expect((await t.call('GET', '/storeInfo')).body.capabilities).toContain('images')
  })

  it('w and fm: the photo resized to that width in that format, for a week, without Vary: Accept', async () => {
    const res = await get(`${PHOTO}?w=320&fm=avif`, { Accept: 'image/webp' })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('image/avif')
    expect(res.headers.get('Cache-Control')).toBe(WEEK)
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(res.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin')
    expect(varies(res)).toBe(false)
    const { meta } = await image(res)
    expect(meta).toMatchObject({ format: 'heif', compression: 'av1', width: 320, height: 320 })

    const webp = await image(await get(`${PHOTO}?w=480&fm=webp`))
    expect(webp.meta).toMatchObject({ format: 'webp', width: 480, height: 480 })
    const jpeg = await image(await get(`${PHOTO}?w=64&fm=jpeg`))
    expect(jpeg.meta).toMatchObject({ format: 'jpeg', width: 64, height: 64 })
  })

  it('never enlarges: a width above the original gets the original width; fm alone keeps it', async () => {
    expect((await image(await get(`${PHOTO}?w=2048&fm=jpeg`))).meta).toMatchObject({ width: 1200, height: 1200 })
    expect((await image(await get(`${PHOTO}?fm=webp`))).meta).toMatchObject({ format: 'webp', width: 1200 })
    // The drawn art is 600 px (the logo 256) and becomes a raster image too.
    const art = await get('/images/p-hdmi-cable-2m.svg?w=1000&fm=jpeg')
    expect(art.headers.get('Content-Type')).toBe('image/jpeg')
    expect((await image(art)).meta).toMatchObject({ format: 'jpeg', width: 600, height: 600 })
    expect((await image(await get('/images/logo.svg?w=128&fm=webp'))).meta).toMatchObject({ width: 128, height: 128 })
  })

  it('without fm, the format follows Accept (avif > webp > jpeg), with Vary: Accept', async () => {
    const cases: [string | undefined, string][] = [
      ['image/avif,image/webp,image/apng,image/*,*/*;q=0.8', 'image/avif'],
      ['image/webp,*/*', 'image/webp'],
      ['image/avif;q=0, image/webp;q=0.5', 'image/webp'],
      ['image/*', 'image/jpeg'],
      [undefined, 'image/jpeg'],
    ]
    for (const [accept, type] of cases) {
      const res = await get(`${PHOTO}?w=256`, accept ? { Accept: accept } : {})
      expect(res.headers.get('Content-Type'), accept).toBe(type)
      expect(varies(res), accept).toBe(true)
      expect((await image(res)).meta.width).toBe(256)
    }
  })

  it('invalid w or fm: 400 with the error shape', async () => {
    const width = 'w must be a whole number of pixels from 64 to 2048'
    const format = 'fm must be one of avif, webp, jpeg'
    const cases: [string, string][] = [
      ['w=63', width],
      ['w=2049', width],
      ['w=abc', width],
      ['w=320.5', width],
      ['w=', width],
      ['w=0x140', width],
      ['fm=png', format],
      ['fm=AVIF', format],
      ['w=320&fm=gif', format],
    ]
    for (const [query, error] of cases) {
      const res = await get(`${PHOTO}?${query}`)
      expect(res.status, query).toBe(400)
      expect(await res.json(), query).toEqual({ error })
    }
  })

  it('answers a variant asked before from the disk cache, also after a restart', async () => {
    const dir = join(root, 'hit')
    const first = appWith({ dir })
    const a = Buffer.from(await (await first.get(`${PHOTO}?w=360&fm=avif`)).arrayBuffer())
    const b = Buffer.from(await (await first.get(`${PHOTO}?w=360&fm=avif`)).arrayBuffer())
    expect(first.images.variants.resized).toBe(1)
    expect(b.equals(a)).toBe(true)
    const restarted = appWith({ dir })
    const c = Buffer.from(await (await restarted.get(`${PHOTO}?w=360&fm=avif`)).arrayBuffer())
    expect(restarted.images.variants.resized).toBe(0)
    expect(c.equals(a)).toBe(true)
  })

  it('keeps at most its byte bound of variants, dropping the least recently used', async () => {
    const widths = [200, 300, 400]
    const sizes: number[] = []
    const measure = appWith({ dir: join(root, 'bound-measure') })
    for (const w of widths) sizes.push((await (await measure.get(`${PHOTO}?w=${w}&fm=webp`)).arrayBuffer()).byteLength)
    // The same photo (copied), a fresh variant folder that holds all but the smallest one more.
    await cp(join(root, 'bound-measure', 'photos'), join(root, 'bound', 'photos'), { recursive: true })
    const maxVariantBytes = sizes.reduce((x, y) => x + y) - 1
    const bounded = appWith({ dir: join(root, 'bound'), maxVariantBytes })
    for (const w of widths) await bounded.get(`${PHOTO}?w=${w}&fm=webp`)
    expect(bounded.images.variants.size).toEqual({ entries: 2, bytes: sizes[1]! + sizes[2]! })
    expect(await readdir(join(root, 'bound', 'variants'))).toHaveLength(2)
    expect(bounded.images.variants.resized).toBe(3)
    await bounded.get(`${PHOTO}?w=400&fm=webp`)
    expect(bounded.images.variants.resized).toBe(3)
    await bounded.get(`${PHOTO}?w=200&fm=webp`) // dropped: made again
    expect(bounded.images.variants.resized).toBe(4)
  })

  it('runs at most two resizes at once; the others wait their turn', async () => {
    const bounded = appWith({ dir: join(root, 'queue') })
    await bounded.get(PHOTO) // the photo first: only the resizes are counted
    const widths = [100, 140, 180, 220, 260, 300]
    const answers = await Promise.all(widths.map((w) => bounded.get(`${PHOTO}?w=${w}&fm=jpeg`)))
    expect(answers.map((r) => r.status)).toEqual(widths.map(() => 200))
    expect(bounded.images.variants.resized).toBe(6)
    expect(bounded.images.variants.limiter.peak).toBe(2)
  })
})

describe('a plain store', () => {
  it('does not list images and ignores w and fm: the image as sent', async () => {
    await t.call('POST', '/__profile', { body: { plain: true } })
    try {
      expect((await t.call('GET', '/storeInfo')).body.capabilities).toBeUndefined()
      for (const query of ['w=320&fm=avif', 'w=320', 'w=abc&fm=png']) {
        const res = await get(`${PHOTO}?${query}`, { Accept: 'image/avif,image/webp,*/*' })
        expect(res.status, query).toBe(200)
        expect(res.headers.get('Content-Type'), query).toBe('image/jpeg')
        expect(varies(res), query).toBe(false)
        expect((await image(res)).meta, query).toMatchObject({ format: 'jpeg', width: 1200 })
      }
      const art = await get('/images/p-hdmi-cable-2m.svg?w=320&fm=jpeg')
      expect(art.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/)
    } finally {
      await t.call('POST', '/__profile', { body: { plain: false } })
    }
  })
})
