import { useMutation } from '@tanstack/react-query'
import { useApi } from '@/lib/api-context'
import type { FieldValue } from '../engine/visibility'
import { submitPayment } from './submit-payment'

export const SUBMIT_PAYMENT_MUTATION_KEY = ['payments', 'submit'] as const

/** submitPayment for one order; `idempotent` adds the attempt's Idempotency-Key. */
export function useSubmitPayment(orderId: string, idempotent: boolean) {
  const api = useApi()
  return useMutation({
    mutationKey: SUBMIT_PAYMENT_MUTATION_KEY,
    mutationFn: (fields: Record<string, FieldValue>) => submitPayment(api, orderId, fields, { idempotent }),
  })
}
