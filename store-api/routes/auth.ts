import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { createSession, findOrCreatePhoneUser } from '../data/users'
import type { AppDeps, AppEnv } from '../lib/env'
import { ApiError, readJsonObject } from '../lib/http'
import { OtpRefusal, type OtpCodes } from '../lib/otp'
import { clientAddress } from '../lib/rate-limit'

const PhoneSchema = v.pipe(v.string(), v.trim(), v.regex(/^\+91[6-9]\d{9}$/))
const CodeSchema = v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/))

const BAD_PHONE = 'Enter a valid 10-digit mobile number'

/** The otp extension's answer to a refusal: `{message, error}` (the same text), plus its numbers. */
function refuse(c: Context, e: OtpRefusal) {
  if (e.retryAfter !== undefined) c.header('Retry-After', String(e.retryAfter))
  return c.json(
    {
      message: e.message,
      error: e.message,
      ...(e.retryAfter !== undefined ? { retryAfter: e.retryAfter } : {}),
      ...(e.attemptsLeft !== undefined ? { attemptsLeft: e.attemptsLeft } : {}),
    },
    e.status,
  )
}

function parse<S extends v.GenericSchema>(schema: S, value: unknown, message: string): v.InferOutput<S> {
  const r = v.safeParse(schema, value)
  if (!r.success) throw new OtpRefusal(400, message)
  return r.output
}

/**
 * POST /auth/otp `{phone}` → `{resendAfter, expiresIn, length}` and POST /auth/otp/verify
 * `{phone, code}` → `{token, isNewUser}` (the `otp` extension; 404 on a plain store). A number
 * with no account gets one; `isNewUser` while the account has no name.
 */
export function authRoutes(deps: AppDeps, codes: OtpCodes) {
  const { db } = deps
  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      if (!c.get('profile').supports('otp')) throw new ApiError(404, 'Not found')
      await next()
    })
    .post('/otp', async (c) => {
      try {
        const body = await readJsonObject(c)
        const phone = parse(PhoneSchema, body.phone, BAD_PHONE)
        return c.json(await codes.request(phone, clientAddress(c)))
      } catch (e) {
        if (e instanceof OtpRefusal) return refuse(c, e)
        throw e
      }
    })
    .post('/otp/verify', async (c) => {
      try {
        const body = await readJsonObject(c)
        const phone = parse(PhoneSchema, body.phone, BAD_PHONE)
        const code = parse(CodeSchema, body.code, 'Enter the 6-digit code')
        codes.verify(phone, code)
        const user = await findOrCreatePhoneUser(db, phone)
        return c.json({ token: await createSession(db, user.id), isNewUser: !user.firstName })
      } catch (e) {
        if (e instanceof OtpRefusal) return refuse(c, e)
        throw e
      }
    })
}
