import { useEffect, useState } from 'react'
import { useQuery } from '@/lib/use-query'
import { isValidPinCode } from '@/domain/pin-code'
import { useStorageStore, useStoredValuesKnown } from '@/lib/storage-store'
import { useOnline } from '@/lib/use-online'
import { serviceabilityQueryOptions, type Serviceability } from './api/serviceability'
import { checkedAnswers, findCheckedAnswer, keepCheckedAnswer } from './checked-answers'
import { rememberedPinCode } from './remembered-pin-code'
import { useApi } from '@/lib/api-context'

/**
 * 'offline': no network and no answer kept; 'failed': no readable answer. `checkedAt` (ms since the
 * epoch) is set when the answer may be out of date (offline, or the store not answering).
 */
export type DeliveryCheckState =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'answer'; answer: Serviceability; checkedAt?: number }
  | { kind: 'offline' }
  | { kind: 'failed' }

/** Checks the PIN checked last on this device, else `fallbackPinCode` (not kept); `check` is false for an invalid PIN. */
export function useDeliveryCheck(productId: string, fallbackPinCode = '') {
  const remembered = useStorageStore(rememberedPinCode)
  const kept = useStorageStore(checkedAnswers)
  const known = useStoredValuesKnown()
  const online = useOnline()
  const [asked, setAsked] = useState<string>()
  const fallback = isValidPinCode(fallbackPinCode) ? fallbackPinCode.trim() : ''
  const pinCode = asked ?? (remembered || fallback)
  const shoppersOwn = asked !== undefined || remembered !== ''

  const api = useApi()
  const query = useQuery({ ...serviceabilityQueryOptions(api, pinCode, productId), enabled: known && pinCode !== '' })

  useEffect(() => {
    if (query.data && shoppersOwn) keepCheckedAnswer(productId, query.data, query.dataUpdatedAt)
  }, [query.data, query.dataUpdatedAt, shoppersOwn, productId])

  const check = (typed: string): boolean => {
    const pin = typed.trim()
    if (!isValidPinCode(pin)) return false
    setAsked(pin)
    rememberedPinCode.set(pin)
    // The same PIN again: the shopper asks for a fresh answer.
    if (pin === pinCode) void query.refetch()
    return true
  }

  let state: DeliveryCheckState
  // An answer shown while the store cannot be asked is dated.
  const maybeOld = !online || query.isError
  const keptAnswer = pinCode ? findCheckedAnswer(kept, pinCode, productId) : undefined
  if (!pinCode) state = { kind: 'idle' }
  else if (query.data)
    state = { kind: 'answer', answer: query.data, checkedAt: maybeOld ? query.dataUpdatedAt : undefined }
  else if (maybeOld && keptAnswer)
    state = { kind: 'answer', answer: keptAnswer.answer, checkedAt: keptAnswer.checkedAt }
  else if (!online) state = { kind: 'offline' }
  else if (query.isError) state = { kind: 'failed' }
  else state = { kind: 'checking' }

  return { pinCode, state, check, busy: query.isFetching }
}
