import { Hono } from 'hono'
import * as v from 'valibot'
import { getMessages } from '../data/settings'
import { createSession, createUser, deleteSession, findUserByEmail, updatePasswordHash } from '../data/users'
import { bearerToken } from '../lib/auth'
import type { AppDeps, AppEnv } from '../lib/env'
import { ApiError, parseOr400, readJsonObject } from '../lib/http'
import { DUMMY_PASSWORD_HASH, hashPassword, needsRehash, verifyPassword } from '../lib/passwords'
import { clientAddress } from '../lib/rate-limit'
import { EmailSchema, nameSchema as name } from '../lib/account-fields'

const RegisterSchema = v.object({
  email: EmailSchema,
  password: v.pipe(
    v.string('Password must be at least 6 characters'),
    v.minLength(6, 'Password must be at least 6 characters'),
    v.maxLength(200, 'Password must be at most 200 characters'),
  ),
  firstName: name('First name'),
  lastName: name('Last name'),
})

const AuthorizeSchema = v.object({
  email: v.pipe(
    v.string('Email and password are required'),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty('Email and password are required'),
  ),
  password: v.pipe(
    v.string('Email and password are required'),
    v.nonEmpty('Email and password are required'),
    v.maxLength(200),
  ),
})

/**
 * POST /users/register, /users/authorize and /users/logout. Registration and sign-in are rate
 * limited per client address and e-mail (429 `{error}`); every answer here is `no-store`.
 */
export function usersRoutes(deps: AppDeps) {
  const { db } = deps
  return new Hono<AppEnv>()
    .post('/register', async (c) => {
      const input = parseOr400(RegisterSchema, await readJsonObject(c))
      // Every well-formed attempt counts: each one costs a password hash.
      c.get('limits').register.attempt(c, clientAddress(c), input.email)
      // A taken e-mail is refused before hashing (the answer says it is taken anyway).
      if (await findUserByEmail(db, input.email)) throw new ApiError(409, (await getMessages(db)).emailTaken)
      const user = await createUser(db, {
        email: input.email,
        passwordHash: await hashPassword(input.password),
        firstName: input.firstName,
        lastName: input.lastName,
      })
      if (!user) throw new ApiError(409, (await getMessages(db)).emailTaken)
      const { phone: _phone, ...account } = user
      return c.json(account, 201)
    })
    .post('/authorize', async (c) => {
      const input = parseOr400(AuthorizeSchema, await readJsonObject(c))
      const limiter = c.get('limits').signIn
      const address = clientAddress(c)
      limiter.attempt(c, address, input.email)
      const user = await findUserByEmail(db, input.email)
      // Verify against a dummy hash for unknown emails, so timing does not reveal accounts.
      const ok = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_PASSWORD_HASH)
      if (!user || !ok) throw new ApiError(401, (await getMessages(db)).invalidCredentials)
      limiter.succeeded(address, input.email)
      // A hash made at an older cost is replaced now, while the password is known.
      if (user.passwordHash && needsRehash(user.passwordHash))
        await updatePasswordHash(db, user.id, await hashPassword(input.password))
      return c.json({ token: await createSession(db, user.id) })
    })
    .post('/logout', async (c) => {
      // The `logout` capability: a plain store has no such endpoint.
      if (!c.get('profile').supports('logout')) throw new ApiError(404, 'Not found')
      const token = bearerToken(c)
      if (!token) throw new ApiError(401, 'Unauthorized')
      // Ending a session that has already ended (expired, or logged out in another tab) is no error.
      await deleteSession(db, token)
      return c.json({ ok: true })
    })
}
