import * as v from 'valibot'
import { onlineManager, queryOptions } from '@tanstack/react-query'
import { DELIVERY_QUERY_ROOT } from '@/domain/query-keys'
import type { ApiClient } from '@/lib/api-client'
import { ApiError, isNetworkError } from '@/lib/api-error'
import { envelope } from '@/lib/envelope'
import '@/lib/query-meta'
import { loose } from '@/lib/schema'

export type Serviceability =
  | {
      pinCode: string
      deliverable: true
      /** Whole calendar days from today in India. */
      estimatedDays: number
      cashOnDelivery: boolean
      /** '' when the store did not say. */
      city: string
      state: string
    }
  | { pinCode: string; deliverable: false }

/** The longest delivery estimate believed, in days; a larger number is an unreadable answer. */
export const MAX_ESTIMATED_DAYS = 365

// City and state are optional: anything but text reads as not sent.
const place = loose((x) => (typeof x === 'string' ? x.trim().slice(0, 100) : ''))

const DeliverableSchema = v.object({
  pincode: v.optional(v.string()),
  deliverable: v.literal(true),
  estimatedDays: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_ESTIMATED_DAYS)),
  // Cash on Delivery is offered only when the store says so in plain words: true.
  cashOnDelivery: loose((x) => x === true),
  city: place,
  state: place,
})
const NotDeliverableSchema = v.object({ pincode: v.optional(v.string()), deliverable: v.literal(false) })

/** Bare or under `data`, days a whole number up to MAX_ESTIMATED_DAYS: an unreadable answer is never deliverable. */
export const ServiceabilityAnswerSchema = envelope(
  v.variant('deliverable', [DeliverableSchema, NotDeliverableSchema]),
  {
    bare: true,
  },
)

/** Undefined when the answer is unreadable or about another PIN code. */
export function toServiceability(body: unknown, pinCode: string): Serviceability | undefined {
  const r = v.safeParse(ServiceabilityAnswerSchema, body)
  if (!r.success) return undefined
  const a = r.output
  if (a.pincode !== undefined && a.pincode.trim() !== pinCode) return undefined
  return a.deliverable
    ? {
        pinCode,
        deliverable: true,
        estimatedDays: a.estimatedDays,
        cashOnDelivery: a.cashOnDelivery,
        city: a.city,
        state: a.state,
      }
    : { pinCode, deliverable: false }
}

/** Query keys of delivery checks: never persisted; removed on sign-out (a PIN code says where a shopper lives). */
export const deliveryKeys = {
  all: DELIVERY_QUERY_ROOT,
  check: (pinCode: string, productId: string) => [...deliveryKeys.all, 'check', pinCode, productId] as const,
}

/** For a PIN code the caller has validated. @throws ApiError ('invalid' for an unreadable answer) */
export async function fetchServiceability(
  api: ApiClient,
  pinCode: string,
  productId: string,
  signal?: AbortSignal,
): Promise<Serviceability> {
  const body = await api.get('/serviceability', v.unknown(), { signal, query: { pincode: pinCode, productId } })
  const answer = toServiceability(body, pinCode)
  if (!answer) throw new ApiError('invalid', 'The server sent an unexpected delivery answer')
  return answer
}

/** Fresh for 15 min; a lost answer is asked again once while online, a refusal is not; no toast. */
export const serviceabilityQueryOptions = (api: ApiClient, pinCode: string, productId: string) =>
  queryOptions({
    queryKey: deliveryKeys.check(pinCode, productId),
    queryFn: ({ signal }) => fetchServiceability(api, pinCode, productId, signal),
    staleTime: 15 * 60_000,
    gcTime: 24 * 60 * 60_000,
    retry: (count, error) => isNetworkError(error) && onlineManager.isOnline() && count < 1,
  })
