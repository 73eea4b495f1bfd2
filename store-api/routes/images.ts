import { Hono } from 'hono'
import { parseImageName, productImageNames, type ImageRef } from '../data/images'
import { getProductSummary, listCategoryNames, listProductSummaries } from '../data/products'
import { getStoreInfo } from '../data/settings'
import type { Queryable } from '../db'
import { cacheKey } from '../lib/disk-files'
import type { AppDeps, AppEnv } from '../lib/env'
import { ApiError } from '../lib/http'
import { CONTENT_TYPES, negotiateFormat, parseVariantQuery } from '../lib/image-variants'
import type { StoreImages } from '../lib/store-images'
import { categorySvg, logoSvg, productSvg } from '../lib/svg-art'
import { slugify } from '../seed/store-info'

const SAFETY_HEADERS = {
  // The art embeds store text; if an SVG is opened directly, nothing in it may run.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'X-Content-Type-Options': 'nosniff',
  // Lets the app embed the images even if it ever turns on cross-origin isolation.
  'Cross-Origin-Resource-Policy': 'cross-origin',
}
const SVG_HEADERS = {
  ...SAFETY_HEADERS,
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=86400',
}
// A week, not immutable: the URL names a product's picture, and a re-seed may redraw it.
const RASTER_CACHE_CONTROL = 'public, max-age=604800'

// Buffers from sharp and the disk are never shared memory.
const bytes = (data: Buffer) => data as Uint8Array<ArrayBuffer>

/** The drawn art an image name refers to, or null when there is no such product or category. */
async function artSvg(db: Queryable, ref: ImageRef): Promise<string | null> {
  if (ref.kind === 'logo') return logoSvg((await getStoreInfo(db)).storeName)
  if (ref.kind === 'product') {
    const product = await getProductSummary(db, ref.id)
    return product ? productSvg({ id: ref.id, ...product }, ref.variant) : null
  }
  const { categories } = await getStoreInfo(db)
  const names = [...categories, ...(await listCategoryNames(db))]
  const name = names.find((n) => slugify(n) === ref.slug)
  return name ? categorySvg(name) : null
}

/** The drawn art of every product image and store category tile: what the photo catalogue is made from. */
export async function catalogueArt(db: Queryable): Promise<string[]> {
  const products = await listProductSummaries(db)
  const art = products.flatMap((p) => productImageNames(p.id).map((_, i) => productSvg(p, i + 1)))
  return [...art, ...(await getStoreInfo(db)).categories.map((name) => categorySvg(name))]
}

/**
 * GET /images/:file — a product's (`p-….jpg`, `p-…--2.jpg`) or category's (`c-….jpg`) photo, its
 * drawn art (`.svg`), or the logo (`logo.svg`). With the `images` extension, `w` and `fm` answer
 * it resized and re-encoded (docs/store-api.md); an invalid one is a 400.
 */
export function imagesRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/:file', async (c) => {
    const ref = parseImageName(c.req.param('file'))
    const svg = ref && (await artSvg(deps.db, ref))
    if (!ref || !svg) throw new ApiError(404, 'Image not found')
    const images = c.get('images')
    const query = c.get('profile').supports('images') ? parseVariantQuery(c.req.query('w'), c.req.query('fm')) : null
    if (query && 'error' in query) throw new ApiError(400, query.error)
    if (!query) {
      if (!ref.photo) return c.body(svg, 200, SVG_HEADERS)
      const photo = await images.photos.photo(svg)
      return c.body(bytes(photo), 200, {
        ...SAFETY_HEADERS,
        'Content-Type': 'image/jpeg',
        'Cache-Control': RASTER_CACHE_CONTROL,
      })
    }
    const format = query.format ?? negotiateFormat(c.req.header('Accept'))
    const body = ref.photo
      ? await images.variants.variant(images.photos.key(svg), query.width, format, () => images.photos.photo(svg))
      : await images.variants.variant(cacheKey('svg', svg), query.width, format, async () => Buffer.from(svg))
    if (!query.format) c.header('Vary', 'Accept', { append: true })
    return c.body(bytes(body), 200, {
      ...SAFETY_HEADERS,
      'Content-Type': CONTENT_TYPES[format],
      'Cache-Control': RASTER_CACHE_CONTROL,
    })
  })
}

/** A background making of the catalogue's photos: `done` gives what it did (null when stopped or failed). */
export interface PhotoWarming {
  done: Promise<{ photos: number; made: number; ms: number } | null>
  /** Stops after the photo being made, and waits for it. */
  stop(): Promise<void>
}

/** Makes every missing photo of the catalogue, one at a time (requests still get theirs first-come). */
export function warmPhotos(db: Queryable, images: StoreImages): PhotoWarming {
  let stopped = false
  const done = (async () => {
    const started = performance.now()
    const art = await catalogueArt(db)
    const before = images.photos.made
    for (const svg of art) {
      if (stopped) return null
      await images.photos.photo(svg)
    }
    return { photos: art.length, made: images.photos.made - before, ms: performance.now() - started }
  })().catch((err: unknown) => {
    if (!stopped) console.error('Making the catalogue photos failed:', err)
    return null
  })
  return {
    done,
    stop: async () => {
      stopped = true
      await done
    },
  }
}
