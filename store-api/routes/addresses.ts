import { Hono } from 'hono'
import * as v from 'valibot'
import { addAddress, listAddresses, MAX_SAVED_ADDRESSES, removeAddress, updateAddress } from '../data/addresses'
import { parseMobile } from '../../src/domain/phone'
import {
  ADDRESS_FIELD_MESSAGES,
  ADDRESS_TYPES,
  addressFieldProblem,
  LANDMARK_MAX,
  type AddressForm,
  type RuledAddressField,
} from '../../src/domain/address-form'
import { en } from '../../src/i18n/catalogs/en'
import { requireAuth } from '../lib/auth'
import type { AppDeps, AppEnv } from '../lib/env'
import { ApiError, readJsonObject } from '../lib/http'

const ruled = (field: RuledAddressField) => {
  const message = en[ADDRESS_FIELD_MESSAGES[field]]
  return v.pipe(
    v.string(message),
    v.check((value) => addressFieldProblem(field, value) === null, message),
    v.trim(),
  )
}

// The app's rules (src/domain/shipping-address.ts) with its English messages.
const AddressSchema = v.object({
  fullName: ruled('fullName'),
  phone: v.pipe(
    ruled('phone'),
    v.transform((p) => parseMobile(p) ?? p),
  ),
  postalCode: ruled('postalCode'),
  line1: ruled('line1'),
  line2: ruled('line2'),
  landmark: v.optional(
    v.pipe(
      v.string('Landmark must be text'),
      v.trim(),
      v.maxLength(LANDMARK_MAX, `Landmark must be at most ${LANDMARK_MAX} characters`),
    ),
    '',
  ),
  city: ruled('city'),
  state: ruled('state'),
  type: v.picklist(ADDRESS_TYPES, 'Address type must be home, work or other'),
  isDefault: v.optional(v.boolean('isDefault must be true or false'), false),
})

/** The address in the body, or a 400 `{message, errors: {field: message}}` naming every invalid field. */
function parseAddress(body: unknown): { address: AddressForm; isDefault: boolean } {
  const r = v.safeParse(AddressSchema, body)
  if (!r.success) {
    const errors: Record<string, string> = {}
    for (const issue of r.issues) {
      const key = issue.path?.[0]?.key
      if (typeof key === 'string' && !errors[key]) errors[key] = issue.message
    }
    throw new ApiError(400, r.issues[0]?.message ?? 'Invalid address', errors)
  }
  const { isDefault, ...address } = r.output
  return { address, isDefault }
}

/**
 * The `addresses` extension (a plain store has none: 404), signed in: GET /users/addresses (under `data`), POST (201),
 * PUT /{id} (200), DELETE /{id} (204); 404 for another shopper's or an unknown id; at most 20 addresses.
 */
export function addressesRoutes(deps: AppDeps) {
  const { db } = deps
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      if (!c.get('profile').supports('addresses')) throw new ApiError(404, 'Not found')
      await next()
    })
    .use(requireAuth(deps))
    .get('/', async (c) => c.json({ data: await listAddresses(db, c.get('user').id) }))
    .post('/', async (c) => {
      const { address, isDefault } = parseAddress(await readJsonObject(c))
      const saved = await addAddress(db, c.get('user').id, address, isDefault)
      if (!saved) throw new ApiError(400, `You can save up to ${MAX_SAVED_ADDRESSES} addresses`, {})
      return c.json(saved, 201)
    })
    .put('/:id', async (c) => {
      const { address, isDefault } = parseAddress(await readJsonObject(c))
      const saved = await updateAddress(db, c.get('user').id, c.req.param('id'), address, isDefault)
      if (!saved) throw new ApiError(404, 'Address not found')
      return c.json(saved)
    })
    .delete('/:id', async (c) => {
      if (!(await removeAddress(db, c.get('user').id, c.req.param('id')))) throw new ApiError(404, 'Address not found')
      return c.body(null, 204)
    })
}
