import { Hono } from 'hono'
import { requireAuth } from '../lib/auth'
import type { AppDeps, AppEnv } from '../lib/env'

/** GET /accountInfo: the signed-in shopper, wrapped in `data`. */
export function accountRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', requireAuth(deps), (c) => {
    const { id, firstName, lastName, email, createdAt } = c.get('user')
    return c.json({ data: { id, firstName, lastName, email, createdAt } })
  })
}
