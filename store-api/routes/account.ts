import { Hono } from 'hono'
import * as v from 'valibot'
import { getMessages } from '../data/settings'
import { updateProfile, type UserJson } from '../data/users'
import { requireAuth } from '../lib/auth'
import type { AppDeps, AppEnv } from '../lib/env'
import { ApiError, parseOr400, readJsonObject } from '../lib/http'
import { EmailSchema, nameSchema as name } from '../lib/account-fields'

const ProfileSchema = v.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email: v.optional(v.union([v.literal(''), EmailSchema])),
})

/** The account as answered; `email` and `phone` only when the account has them. */
const accountJson = ({ id, firstName, lastName, email, phone, createdAt }: UserJson) => ({
  id,
  firstName,
  lastName,
  ...(email ? { email } : {}),
  ...(phone ? { phone } : {}),
  createdAt,
})

/**
 * GET /accountInfo: the signed-in shopper, wrapped in `data`. PUT /accountInfo `{firstName,
 * lastName, email?}` (the `otp` extension, for a new shopper's name): the account, 409 for an
 * e-mail another account has.
 */
export function accountRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', requireAuth(deps), (c) => c.json({ data: accountJson(c.get('user')) }))
    .put('/', requireAuth(deps), async (c) => {
      if (!c.get('profile').supports('otp')) throw new ApiError(404, 'Not found')
      const input = parseOr400(ProfileSchema, await readJsonObject(c))
      const user = await updateProfile(deps.db, c.get('user').id, { ...input, email: input.email || undefined })
      if (!user) throw new ApiError(409, (await getMessages(deps.db)).emailTaken)
      return c.json({ data: accountJson(user) })
    })
}
