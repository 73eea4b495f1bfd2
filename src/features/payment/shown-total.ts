import * as v from 'valibot'
import { SHOWN_TOTALS_KEY } from './shown-total-wipe'

const Schema = v.array(v.tuple([v.pipe(v.string(), v.maxLength(200)), v.pipe(v.number(), v.finite(), v.minValue(0))]))

const read = (): [string, number][] => {
  try {
    const r = v.safeParse(Schema, JSON.parse(sessionStorage.getItem(SHOWN_TOTALS_KEY) ?? '[]'))
    return r.success ? r.output : []
  } catch {
    return []
  }
}

/** Records that checkout showed `total` (₹) for `orderId`; a storage failure forgets it. */
export function rememberShownTotal(orderId: string, total: number): void {
  try {
    const kept = read().filter(([id]) => id !== orderId)
    sessionStorage.setItem(SHOWN_TOTALS_KEY, JSON.stringify([...kept, [orderId, total]].slice(-10)))
  } catch {
    // Blocked storage: payment then shows the store's total without comparing.
  }
}

/** The total (₹) checkout showed for `orderId` in this tab, if recorded. */
export const shownTotal = (orderId: string): number | undefined => read().find(([id]) => id === orderId)?.[1]
