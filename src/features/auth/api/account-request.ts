import * as v from 'valibot'
import { apiGet } from '@/lib/api-client'
import { envelope } from '@/lib/envelope'
import { isRecord, loose, toText } from '@/lib/schema'

/* GET /accountInfo without React or the catalogues, so the service worker can read the account too. */

/** Each field is '' when the server leaves it out. */
const AccountSchema = v.object({
  firstName: loose(toText(100)),
  lastName: loose(toText(100)),
  email: loose(toText(254)),
  createdAt: loose(toText(64)),
})
export type Account = v.InferOutput<typeof AccountSchema>

/** `{data: account}` or the account bare; it must name the shopper (firstName, lastName or email as text). */
export const AccountResponseSchema = v.pipe(
  envelope(v.custom<Record<string, unknown>>(isRecord, 'Account info must be an object'), { bare: true }),
  v.check(
    (x) => ['firstName', 'lastName', 'email'].some((k) => typeof x[k] === 'string'),
    'Account info has no fields',
  ),
  AccountSchema,
)

/** GET /accountInfo with the bearer token, validated. @throws ApiError */
export const fetchAccount = (signal?: AbortSignal): Promise<Account> =>
  apiGet('/accountInfo', AccountResponseSchema, { signal })
