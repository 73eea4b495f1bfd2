import { Hono } from 'hono'
import { absoluteImageUrl } from '../data/images'
import { getStoreInfo } from '../data/settings'
import type { AppDeps, AppEnv } from '../lib/env'
import { imageLinks } from '../lib/http'

/** GET /storeInfo: the bare store record with absolute image URLs, and the API's `capabilities`. */
export function storeInfoRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const info = await getStoreInfo(deps.db)
    const links = imageLinks(c)
    return c.json({
      ...info,
      // Absent for a plain store: the front end then sends exactly the contract's requests.
      capabilities: c.get('profile').capabilities(),
      companyLogoUrl: absoluteImageUrl(links, info.companyLogoUrl),
      categoryImages: Object.fromEntries(
        Object.entries(info.categoryImages).map(([name, url]) => [name, absoluteImageUrl(links, url)]),
      ),
    })
  })
}
