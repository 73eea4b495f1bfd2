import { Hono } from 'hono'
import { parseImageName } from '../data/images'
import { getProductSummary, listCategoryNames } from '../data/products'
import { getStoreInfo } from '../data/settings'
import type { AppDeps, AppEnv } from '../lib/env'
import { ApiError } from '../lib/http'
import { categorySvg, logoSvg, productSvg } from '../lib/svg-art'
import { slugify } from '../seed/store-info'

const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=86400',
  // The art embeds store text; if an SVG is opened directly, nothing in it may run.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'X-Content-Type-Options': 'nosniff',
  // Lets the app embed the images even if it ever turns on cross-origin isolation.
  'Cross-Origin-Resource-Policy': 'cross-origin',
}

async function renderImage(deps: AppDeps, file: string): Promise<string | null> {
  const ref = parseImageName(file)
  if (!ref) return null
  if (ref.kind === 'logo') return logoSvg((await getStoreInfo(deps.db)).storeName)
  if (ref.kind === 'product') {
    const product = await getProductSummary(deps.db, ref.id)
    return product ? productSvg({ id: ref.id, ...product }, ref.variant) : null
  }
  const { categories } = await getStoreInfo(deps.db)
  const names = [...categories, ...(await listCategoryNames(deps.db))]
  const name = names.find((n) => slugify(n) === ref.slug)
  return name ? categorySvg(name) : null
}

/** GET /images/:file — generated SVG art for products (`p-….svg`), categories (`c-….svg`) and the logo. */
export function imagesRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/:file', async (c) => {
    const svg = await renderImage(deps, c.req.param('file'))
    if (!svg) throw new ApiError(404, 'Image not found')
    return c.body(svg, 200, SVG_HEADERS)
  })
}
