import * as v from 'valibot'
import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '@/lib/api-client'
import { ApiError, isHttpStatus } from '@/lib/api-error'
import '@/lib/query-meta'
import { envelope } from '@/lib/envelope'
import { isRecord, loose, toText } from '@/lib/schema'
import { USER_QUERY_ROOT } from '../session'
import { t } from '@/i18n/i18n'

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

/** Keys of the signed-in shopper's account; under USER_QUERY_ROOT so sign-out wipes them. */
export const accountKeys = {
  all: [...USER_QUERY_ROOT, 'account'] as const,
}

/** GET /accountInfo with the bearer token, validated. @throws ApiError */
export const fetchAccount = (signal?: AbortSignal): Promise<Account> =>
  apiGet('/accountInfo', AccountResponseSchema, { signal })

/** Shared by the /account route loader and component, and /track-order's e-mail prefill. */
export const accountQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.all,
    queryFn: ({ signal }) => fetchAccount(signal),
    staleTime: 5 * 60_000,
    retry: 1,
    meta: {
      // A 401 asks the shopper to sign in again instead (session wiring).
      errorToast: (error) =>
        isHttpStatus(error, 401)
          ? null
          : { title: t('common.error'), description: accountErrorMessage(error), variant: 'destructive' },
    },
  })

/**
 * The destructive toast text for a failed account load:
 * 'Failed to load account information' + ' (Status: {code})' | ' (No response received)' | ': {message}'.
 */
export function accountErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'http' && error.status)
    return t('account.loadFailedStatus', { status: error.status })
  if (error instanceof ApiError && error.kind === 'network') return t('account.loadFailedNoResponse')
  const message = error instanceof Error ? error.message : String(error)
  return t('account.loadFailedMessage', { message: message.slice(0, 200) })
}

/** 'First Last', else the e-mail, else 'Not available'. */
export const displayName = (a: Account | undefined): string =>
  [a?.firstName, a?.lastName].filter(Boolean).join(' ') || a?.email || t('common.notAvailable')
