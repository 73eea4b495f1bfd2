import * as v from 'valibot'
import type { ApiClient } from '@/lib/api-client'
import { envelope } from '@/lib/envelope'
import { isRecord, loose, toText } from '@/lib/schema'

/* GET /accountInfo without React or the catalogues, so the service worker can read the account too. */

/** Each field is '' when the server leaves it out. */
const AccountSchema = v.object({
  firstName: loose(toText(100)),
  lastName: loose(toText(100)),
  email: loose(toText(254)),
  /** '+919876543210' (the `otp` extension), else ''. */
  phone: loose((x) => (typeof x === 'string' && /^\+91[6-9]\d{9}$/.test(x.trim()) ? x.trim() : '')),
  createdAt: loose(toText(64)),
})
export type Account = v.InferOutput<typeof AccountSchema>

/** `{data: account}` or the account bare; it must name the shopper (firstName, lastName, email or phone as text). */
export const AccountResponseSchema = v.pipe(
  envelope(v.custom<Record<string, unknown>>(isRecord, 'Account info must be an object'), { bare: true }),
  v.check(
    (x) => ['firstName', 'lastName', 'email', 'phone'].some((k) => typeof x[k] === 'string'),
    'Account info has no fields',
  ),
  AccountSchema,
)

/** Who owns the account, as a saved order records it: the e-mail, else the mobile number; null with neither. */
export const accountOwner = (a: Account): string | null => a.email || a.phone || null

/** GET /accountInfo with the bearer token, validated. @throws ApiError */
export const fetchAccount = (api: ApiClient, signal?: AbortSignal): Promise<Account> =>
  api.get('/accountInfo', AccountResponseSchema, { signal })
