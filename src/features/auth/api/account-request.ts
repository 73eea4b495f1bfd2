import * as v from 'valibot'
import { apiGet } from '@/lib/api-client'
import { envelope } from '@/lib/envelope'
import { isRecord, loose, toText } from '@/lib/schema'

/*
 * GET /accountInfo alone, apart from the query options and messages in ./account: the service
 * worker reads the account with it (whose saved order it is) without React or the language catalogues.
 */

/** Account info as the app uses it: firstName, lastName, email, createdAt ('' when missing). */
const AccountSchema = v.object({
  firstName: loose(toText(100)),
  lastName: loose(toText(100)),
  email: loose(toText(254)),
  createdAt: loose(toText(64)),
})
export type Account = v.InferOutput<typeof AccountSchema>

/**
 * GET /accountInfo answer: `{data: {...}}` (an object under data is the account) or the account
 * bare; it must name the shopper (firstName, lastName or email as text), anything else is invalid.
 */
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
