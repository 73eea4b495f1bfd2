import * as v from 'valibot'
import { queryOptions } from '@tanstack/react-query'
import { isCouponCode, normaliseCouponCode } from '@/domain/coupon-code'
import { toPaise } from '@/domain/money'
import { USER_QUERY_ROOT } from '@/domain/query-keys'
import type { ApiClient } from '@/lib/api-client'
import { ApiError } from '@/lib/api-error'
import { envelope } from '@/lib/envelope'
import '@/lib/query-meta'
import { loose, toAmount, toText } from '@/lib/schema'

/** An offer the store lists for the shopper; ₹. */
export interface Offer {
  code: string
  title: string
  description: string
  /** 0 when the store names no minimum. */
  minSubtotal: number
}

/** A coupon the store applied to the cart sent: ₹ off (above 0, at most the subtotal). */
export interface AppliedCoupon {
  code: string
  discount: number
}

/** At most this many offers are read; a larger amount than this (₹) is unreadable. */
const MAX_OFFERS = 20
const MAX_RUPEES = 10_000_000

const amount = loose((x) => {
  const n = toAmount(x)
  return n !== undefined && n <= MAX_RUPEES ? n : undefined
})

const OfferSchema = v.object({
  code: loose(normaliseCouponCode),
  title: loose(toText(100)),
  description: loose(toText(300)),
  minSubtotal: amount,
})

const OfferListSchema = envelope(v.array(v.unknown()), { bare: true })

/** GET /coupons's offers (bare or under `data`), at most 20; one without a usable code is dropped. */
export function toOffers(body: unknown): Offer[] | undefined {
  const list = v.safeParse(OfferListSchema, body)
  if (!list.success) return undefined
  return list.output
    .slice(0, 100)
    .flatMap((raw) => {
      const r = v.safeParse(OfferSchema, raw)
      if (!r.success || !isCouponCode(r.output.code)) return []
      const { code, title, description, minSubtotal } = r.output
      return [{ code, title: title || code, description, minSubtotal: minSubtotal ?? 0 }]
    })
    .slice(0, MAX_OFFERS)
}

const AppliedSchema = envelope(v.object({ code: loose(normaliseCouponCode), discount: amount, subtotal: amount }), {
  bare: true,
  ownKeys: ['code'],
})

/**
 * POST /coupons/apply's answer for `code` on a cart of `subtotal` ₹: undefined unless it names that code and a
 * discount above 0 and at most both the cart's subtotal and the store's own (when it sends one).
 */
export function toAppliedCoupon(body: unknown, code: string, subtotal: number): AppliedCoupon | undefined {
  const r = v.safeParse(AppliedSchema, body)
  if (!r.success) return undefined
  const { code: named, discount, subtotal: storeSubtotal } = r.output
  if ((named && named !== code) || discount === undefined) return undefined
  const paise = toPaise(discount)
  if (paise <= 0 || paise > toPaise(subtotal) || (storeSubtotal !== undefined && paise > toPaise(storeSubtotal)))
    return undefined
  return { code, discount: paise / 100 }
}

/** Query keys of coupons: under the shopper's root (never persisted, gone at sign-out). */
export const couponKeys = {
  all: [...USER_QUERY_ROOT, 'coupons'] as const,
  offers: () => [...couponKeys.all, 'offers'] as const,
  check: (code: string, products: readonly (readonly [string, number])[], subtotal: number) =>
    [...couponKeys.all, 'check', code, products, subtotal] as const,
}

/** GET /coupons → the offers. @throws ApiError ('invalid' for an unreadable list) */
export async function fetchOffers(api: ApiClient, signal?: AbortSignal): Promise<Offer[]> {
  const offers = toOffers(await api.get('/coupons', v.unknown(), { signal }))
  if (!offers) throw new ApiError('invalid', 'The server sent an unexpected list of offers')
  return offers
}

export const offersQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: couponKeys.offers(),
    queryFn: ({ signal }) => fetchOffers(api, signal),
    staleTime: 5 * 60_000,
    retry: false,
    meta: { errorToast: () => null },
  })

/**
 * POST /coupons/apply `{code, products: [{id, quantity}]}` for a normalised code; `subtotal`: the cart's, ₹.
 * @throws ApiError: 'http' when the store refuses (couponRefusal), 'invalid' for an unreadable answer
 */
export async function applyCoupon(
  api: ApiClient,
  code: string,
  products: Readonly<Record<string, number>>,
  subtotal: number,
  signal?: AbortSignal,
): Promise<AppliedCoupon> {
  const body = { code, products: Object.entries(products).map(([id, quantity]) => ({ id, quantity })) }
  const applied = toAppliedCoupon(await api.post('/coupons/apply', body, v.unknown(), { signal }), code, subtotal)
  if (!applied) throw new ApiError('invalid', 'The server sent an unexpected coupon answer')
  return applied
}

/** The store's reason a coupon does not apply (a 4xx other than 401, 408 and 429), '' when it gave none; else undefined. */
export function couponRefusal(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.kind !== 'http' || error.status === undefined) return undefined
  if (error.status < 400 || error.status > 499 || [401, 408, 429].includes(error.status)) return undefined
  return error.serverMessage ?? ''
}

/** The check of `code` on a cart (`products`: id and quantity, sorted; `subtotal` ₹): fresh for a minute, no retry, no toast. */
export const couponCheckQueryOptions = (
  api: ApiClient,
  code: string,
  products: readonly (readonly [string, number])[],
  subtotal: number,
) =>
  queryOptions({
    queryKey: couponKeys.check(code, products, subtotal),
    queryFn: ({ signal }) => applyCoupon(api, code, Object.fromEntries(products), subtotal, signal),
    staleTime: 60_000,
    retry: false,
    meta: { errorToast: () => null },
  })
