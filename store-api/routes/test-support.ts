import { Hono } from 'hono'
import * as v from 'valibot'
import { getOrder } from '../data/orders'
import { listPayments } from '../data/payments'
import { resetDatabase } from '../data/seed-database'
import type { AppDeps, AppEnv } from '../lib/env'
import { FAULT_MODES, type FaultRegistry } from '../lib/faults'
import { ApiError, parseOr400, readJsonObject } from '../lib/http'
import { LogSmsSender, type OtpCodes, type SmsSender } from '../lib/otp'
import type { StoreProfile } from '../lib/store-profile'
import { SEED_VARIANTS } from '../seed/index'

const ResetSchema = v.object({
  variant: v.optional(v.picklist(SEED_VARIANTS, 'variant must be default or hostile'), 'default'),
})

const FaultSchema = v.object({
  route: v.pipe(
    v.string('route is required'),
    v.check((r) => r === '*' || r.startsWith('/'), "route must be '*' or a path such as '/products'"),
    v.maxLength(200),
  ),
  mode: v.picklist(FAULT_MODES, `mode must be one of ${FAULT_MODES.join(', ')}`),
  method: v.optional(v.picklist(['GET', 'POST', 'DELETE'], 'method must be GET, POST or DELETE')),
  ms: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60_000))),
})

const OtpClockSchema = v.object({
  advance: v.pipe(v.number('advance is required'), v.integer(), v.minValue(1), v.maxValue(86_400)),
})

const ProfileSchema = v.object({
  plain: v.boolean('plain must be true or false'),
})

/**
 * Test-only routes, mounted only when faults are enabled:
 * POST /__reset (also forgets every rate-limit count), GET|POST|DELETE /__faults, POST /__profile,
 * GET /__orders/:id, GET /__test/otp?phone=+919876543210 (the last code the log sender sent there),
 * POST /__test/otp-clock {advance: seconds} (moves the otp rules' clock forward).
 */
export function testSupportRoutes(
  deps: AppDeps,
  faults: FaultRegistry,
  profile: StoreProfile,
  otp: { codes: OtpCodes; sms: SmsSender },
) {
  const { db } = deps
  return new Hono<AppEnv>()
    .post('/__reset', async (c) => {
      // An empty body means the default seed; Hono caches the body, so reading it twice is fine.
      const body = (await c.req.text()).trim() ? await readJsonObject(c) : {}
      const { variant } = parseOr400(ResetSchema, body)
      faults.clear()
      profile.plain = false
      c.get('limits').clear()
      otp.codes.clear()
      if (otp.sms instanceof LogSmsSender) otp.sms.clear()
      await resetDatabase(db, variant)
      return c.json({ ok: true, variant })
    })
    .post('/__profile', async (c) => {
      profile.plain = parseOr400(ProfileSchema, await readJsonObject(c)).plain
      return c.json({ plain: profile.plain, capabilities: profile.capabilities() ?? null })
    })
    .get('/__faults', (c) => c.json({ faults: faults.list() }))
    .post('/__faults', async (c) => {
      faults.set(parseOr400(FaultSchema, await readJsonObject(c)))
      return c.json({ faults: faults.list() })
    })
    .delete('/__faults', (c) => {
      faults.clear()
      return c.json({ faults: [] })
    })
    .get('/__test/otp', (c) => {
      const code = otp.sms instanceof LogSmsSender ? otp.sms.lastCode(c.req.query('phone') ?? '') : undefined
      if (!code) throw new ApiError(404, 'No code sent to that number')
      return c.json({ code })
    })
    .post('/__test/otp-clock', async (c) => {
      const { advance } = parseOr400(OtpClockSchema, await readJsonObject(c))
      otp.codes.advance(advance * 1000)
      return c.json({ advanced: advance })
    })
    .get('/__orders/:id', async (c) => {
      const order = await getOrder(db, c.req.param('id'))
      if (!order) throw new ApiError(404, 'Order not found')
      return c.json({ ...order, payments: await listPayments(db, order.id) })
    })
}
