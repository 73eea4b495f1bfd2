import { useSyncExternalStore } from 'react'
import { isCouponCode, normaliseCouponCode } from '@/domain/coupon-code'
import { lazy } from '@/lib/memo'
import { createValueStore } from '@/lib/value-store'

import { APPLIED_COUPON_KEY } from './applied-code-wipe'

export { APPLIED_COUPON_KEY }

const read = (): string => {
  try {
    const code = normaliseCouponCode(sessionStorage.getItem(APPLIED_COUPON_KEY))
    return isCouponCode(code) ? code : ''
  } catch {
    return ''
  }
}

// Read from the tab's storage on first use (there is none on the server).
const store = lazy(() => createValueStore<string>(typeof sessionStorage === 'undefined' ? '' : read()))
// Why the store last refused the applied coupon (shown until another is applied or removed).
const dropped = createValueStore<string | null>(null)

/** The code applied in this tab ('' for none), kept across reloads of the tab; a bad stored value reads as none. */
export const appliedCode = {
  get: (): string => store().get(),
  /** Keeps `code` (normalised) as the applied one; '' forgets it. A storage failure keeps it in memory. */
  set: (code: string): void => {
    const next = normaliseCouponCode(code)
    try {
      if (next) sessionStorage.setItem(APPLIED_COUPON_KEY, next)
      else sessionStorage.removeItem(APPLIED_COUPON_KEY)
    } catch {
      // Blocked storage: the code lasts as long as the page.
    }
    store().set(next)
    dropped.set(null)
  },
  /** Removes the applied coupon with the store's `reason`. */
  drop: (reason: string): void => {
    appliedCode.set('')
    dropped.set(reason)
  },
}

/** Why the last applied coupon was removed by the store, or null. */
export function useDroppedReason(): string | null {
  return useSyncExternalStore(dropped.subscribe, dropped.get, () => null)
}

/** The applied code; '' on the server and while hydrating. */
export function useAppliedCode(): string {
  return useSyncExternalStore(store().subscribe, appliedCode.get, () => '')
}
