import * as v from 'valibot'
import { isValidPinCode } from '@/domain/pin-code'
import { createStorageStore } from '@/lib/storage-store'
import { MAX_ESTIMATED_DAYS, type Serviceability } from './api/serviceability'

/*
 * Delivery answers kept 24 h per PIN code and product, so an offline product page still shows them.
 * Only for PIN codes the shopper typed: a signed-in shopper's address PIN stays in memory.
 */

/** How long an answer is shown offline (ms). */
export const CHECKED_ANSWER_MAX_AGE_MS = 24 * 60 * 60_000
export const MAX_CHECKED_ANSWERS = 50

export interface CheckedAnswer {
  productId: string
  answer: Serviceability
  checkedAt: number
}

const pinCode = v.pipe(v.string(), v.check(isValidPinCode))
const AnswerSchema = v.variant('deliverable', [
  v.object({
    pinCode,
    deliverable: v.literal(true),
    estimatedDays: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_ESTIMATED_DAYS)),
    cashOnDelivery: v.boolean(),
    city: v.pipe(v.string(), v.maxLength(100)),
    state: v.pipe(v.string(), v.maxLength(100)),
  }),
  v.object({ pinCode, deliverable: v.literal(false) }),
])
const EntrySchema = v.object({
  productId: v.pipe(v.string(), v.maxLength(200)),
  answer: AnswerSchema,
  checkedAt: v.pipe(v.number(), v.finite()),
})

function decode(stored: unknown): CheckedAnswer[] {
  if (!Array.isArray(stored)) return []
  return stored
    .flatMap((e) => {
      const r = v.safeParse(EntrySchema, e)
      return r.success ? [r.output] : []
    })
    .sort((a, b) => b.checkedAt - a.checkedAt)
    .slice(0, MAX_CHECKED_ANSWERS)
}

export const checkedAnswers = createStorageStore<CheckedAnswer[]>({ key: 'delivery-checks', decode, prepare: decode })

const sameCheck = (e: CheckedAnswer, pin: string, productId: string) =>
  e.answer.pinCode === pin && e.productId === productId

/** Keeps `answer` for its PIN code and `productId`, received at `checkedAt`; older ones past 24 h are dropped. */
export function keepCheckedAnswer(productId: string, answer: Serviceability, checkedAt: number = Date.now()): void {
  checkedAnswers.update((list) => [
    { productId, answer, checkedAt },
    ...list.filter(
      (e) => !sameCheck(e, answer.pinCode, productId) && checkedAt - e.checkedAt < CHECKED_ANSWER_MAX_AGE_MS,
    ),
  ])
}

/** The kept answer about `pinCode` and `productId` when it is under 24 h old at `now`, else undefined. */
export function findCheckedAnswer(
  list: readonly CheckedAnswer[],
  pin: string,
  productId: string,
  now: number = Date.now(),
): CheckedAnswer | undefined {
  const entry = list.find((e) => sameCheck(e, pin, productId))
  return entry && now - entry.checkedAt < CHECKED_ANSWER_MAX_AGE_MS && entry.checkedAt <= now + 60_000
    ? entry
    : undefined
}
