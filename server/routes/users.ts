import { Hono } from 'hono'
import * as v from 'valibot'
import { getMessages } from '../data/settings'
import { createSession, createUser, deleteSession, findUserByEmail } from '../data/users'
import { bearerToken, requireAuth } from '../lib/auth'
import type { AppDeps, AppEnv } from '../lib/env'
import { ApiError, parseOr400, readJsonObject } from '../lib/http'
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '../lib/passwords'

// Emails are compared trimmed and lower-cased, the way the app sends them.
const EmailSchema = v.pipe(
  v.string('Invalid email address'),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(254, 'Invalid email address'),
  v.email('Invalid email address'),
)

const name = (label: string) =>
  v.pipe(
    v.string(`${label} must be at least 2 characters`),
    v.trim(),
    v.minLength(2, `${label} must be at least 2 characters`),
    v.maxLength(100, `${label} must be at most 100 characters`),
  )

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

/** POST /users/register, /users/authorize and /users/logout. */
export function usersRoutes(deps: AppDeps) {
  const { db } = deps
  return new Hono<AppEnv>()
    .post('/register', async (c) => {
      const input = parseOr400(RegisterSchema, await readJsonObject(c))
      const user = await createUser(db, {
        email: input.email,
        passwordHash: await hashPassword(input.password),
        firstName: input.firstName,
        lastName: input.lastName,
      })
      if (!user) throw new ApiError(409, (await getMessages(db)).emailTaken)
      return c.json(user, 201)
    })
    .post('/authorize', async (c) => {
      const input = parseOr400(AuthorizeSchema, await readJsonObject(c))
      const user = await findUserByEmail(db, input.email)
      // Verify against a dummy hash for unknown emails, so timing does not reveal accounts.
      const ok = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_PASSWORD_HASH)
      if (!user || !ok) throw new ApiError(401, (await getMessages(db)).invalidCredentials)
      return c.json({ token: await createSession(db, user.id) })
    })
    .post('/logout', requireAuth(deps), async (c) => {
      const token = bearerToken(c)
      if (token) await deleteSession(db, token)
      return c.json({ success: true })
    })
}
