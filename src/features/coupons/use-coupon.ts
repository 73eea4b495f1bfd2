import { useEffect, useMemo, useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { productQuantities, type CartLine } from '@/domain/cart-line'
import { COUPON_CODE_MAX, normaliseCouponCode } from '@/domain/coupon-code'
import { linesTotal } from '@/domain/money'
import { isNetworkError } from '@/lib/api-error'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useOnline } from '@/lib/use-online'
import { useQuery } from '@/lib/use-query'
import { useT } from '@/i18n/use-t'
import {
  applyCoupon,
  couponCheckQueryOptions,
  couponKeys,
  couponRefusal,
  offersQueryOptions,
  type Offer,
} from './api/coupons'
import { appliedCode, useAppliedCode, useDroppedReason } from './applied-code'
import { useApi } from '@/lib/api-context'

/** How long (ms) the cart must stay still before the applied coupon is checked again. */
export const RECHECK_DELAY_MS = 400

/** One coupon per order: what the cart and checkout show and send (see useCoupon). */
export interface CouponState {
  /** The store lists `coupons`: without it nothing shows, nothing is asked, no code is sent. */
  enabled: boolean
  /** The applied code, '' for none. */
  code: string
  /** ₹ off, from the store's check of exactly this cart; undefined while unchecked. */
  discount: number | undefined
  checking: boolean
  applying: boolean
  /** Why the last Apply failed or the coupon was removed (the store's text where it gave one). */
  message: string | null
  offline: boolean
  offers: readonly Offer[]
  apply: (text: string) => void
  remove: () => void
  /** Asks the store again (e.g. after it refused an order). */
  recheck: () => void
}

/** The products of `lines` (id → quantity), as entries sorted by id, and a key naming them whatever the lines' order. */
export function cartKeyOf(lines: readonly CartLine[]): {
  products: Record<string, number>
  entries: [string, number][]
  key: string
} {
  const products = productQuantities(lines)
  const entries = Object.entries(products).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return { products, entries, key: JSON.stringify(entries) }
}

/**
 * The cart's coupon: Apply (a code typed or an offer's), re-checked by the store RECHECK_DELAY_MS after the cart
 * last changed; a coupon the store refuses is removed with its message. `orderCode()` is what POST /orders sends.
 */
export function useCoupon({ enabled, lines }: { enabled: boolean; lines: readonly CartLine[] }) {
  const t = useT()
  const queryClient = useQueryClient()
  const online = useOnline()
  const code = useAppliedCode()
  const [message, setMessage] = useState<string | null>(null)
  const dropped = useDroppedReason()
  const { products, entries, key } = useMemo(() => cartKeyOf(lines), [lines])
  const subtotal = linesTotal(lines)
  const settledKey = useDebouncedValue(key, RECHECK_DELAY_MS)
  const settled = settledKey === key
  const api = useApi()
  const check = useQuery({
    ...couponCheckQueryOptions(api, code, entries, subtotal),
    enabled: enabled && code !== '' && lines.length > 0 && settled && online,
  })
  // The offers are listed beside a cart with lines: an empty cart asks for none.
  const offers = useQuery({ ...offersQueryOptions(api), enabled: enabled && lines.length > 0 })

  const refusal = check.error ? couponRefusal(check.error) : undefined
  useEffect(() => {
    if (refusal !== undefined && appliedCode.get() === code) appliedCode.drop(refusal || t('coupon.notApplied'))
  }, [refusal, code, t])

  const applying = useMutation({
    mutationFn: (next: string) => applyCoupon(api, next, products, subtotal),
    onSuccess: (applied) => {
      queryClient.setQueryData(couponKeys.check(applied.code, entries, subtotal), applied)
      appliedCode.set(applied.code)
      setMessage(null)
    },
    onError: (error) => {
      const reason = couponRefusal(error)
      setMessage(
        reason !== undefined
          ? reason || t('coupon.notApplied')
          : isNetworkError(error)
            ? t('coupon.offline')
            : t('coupon.failed'),
      )
    },
  })

  const state: CouponState = {
    enabled,
    code: enabled ? code : '',
    discount: enabled && code && settled ? check.data?.discount : undefined,
    checking: enabled && code !== '' && (!settled || check.isFetching),
    applying: applying.isPending,
    message: enabled
      ? (message ?? dropped ?? (check.isError && refusal === undefined && online ? t('coupon.failed') : null))
      : null,
    offline: enabled && !online,
    offers: enabled ? (offers.data ?? []) : [],
    apply: (text) => {
      const next = normaliseCouponCode(text)
      if (!next) return setMessage(t('coupon.enterCode'))
      if (next.length > COUPON_CODE_MAX) return setMessage(t('coupon.tooLong', { max: COUPON_CODE_MAX }))
      // Offline the box already says so: nothing is sent.
      if (!online) return setMessage(null)
      if (lines.length === 0 || applying.isPending) return
      setMessage(null)
      applying.mutate(next)
    },
    remove: () => {
      appliedCode.set('')
      setMessage(null)
    },
    recheck: () => void queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  }
  return { ...state, orderCode: (): string | undefined => (enabled && appliedCode.get()) || undefined }
}
