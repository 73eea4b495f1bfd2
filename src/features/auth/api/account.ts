import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '@/lib/api-client'
import { ApiError, isHttpStatus } from '@/lib/api-error'
import '@/lib/query-meta'
import { USER_QUERY_ROOT } from '../session'
import { formatMobile } from '@/domain/phone'
import { t } from '@/i18n/i18n'
import { fetchAccount, type Account } from './account-request'

export { AccountResponseSchema, accountOwner, fetchAccount, type Account } from './account-request'

/** Keys of the signed-in shopper's account; under USER_QUERY_ROOT so sign-out wipes them. */
export const accountKeys = {
  all: [...USER_QUERY_ROOT, 'account'] as const,
}

export const accountQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: accountKeys.all,
    queryFn: ({ signal }) => fetchAccount(api, signal),
    staleTime: 5 * 60_000,
    retry: 1,
    meta: {
      // A 401 asks the shopper to sign in again instead of a toast.
      errorToast: (error) =>
        isHttpStatus(error, 401)
          ? null
          : { title: t('common.error'), description: accountErrorMessage(error), variant: 'destructive' },
    },
  })

/** Toast text for a failed account load: with the HTTP status, 'no response', or the error's message. */
export function accountErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.kind === 'http' && error.status)
    return t('account.loadFailedStatus', { status: error.status })
  if (error instanceof ApiError && error.kind === 'network') return t('account.loadFailedNoResponse')
  const message = error instanceof Error ? error.message : String(error)
  return t('account.loadFailedMessage', { message: message.slice(0, 200) })
}

/** 'First Last', else the e-mail, else the mobile number ('+91 98765 43210'), else 'Not available'. */
export const displayName = (a: Account | undefined): string =>
  [a?.firstName, a?.lastName].filter(Boolean).join(' ') ||
  a?.email ||
  (a?.phone ? formatMobile(a.phone) : '') ||
  t('common.notAvailable')
