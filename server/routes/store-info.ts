import { Hono } from 'hono'
import { absoluteImageUrl } from '../data/images'
import { getStoreInfo } from '../data/settings'
import type { AppDeps, AppEnv } from '../lib/env'
import { requestOrigin } from '../lib/http'

/** GET /storeInfo: the bare store record with absolute image URLs. */
export function storeInfoRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const info = await getStoreInfo(deps.db)
    const origin = requestOrigin(c)
    return c.json({
      ...info,
      companyLogoUrl: absoluteImageUrl(origin, info.companyLogoUrl),
      categoryImages: Object.fromEntries(
        Object.entries(info.categoryImages).map(([name, url]) => [name, absoluteImageUrl(origin, url)]),
      ),
    })
  })
}
