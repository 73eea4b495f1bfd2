import { useMutation } from '@tanstack/react-query'
import type { FieldValue } from '../engine/visibility'
import { submitPayment } from './submit-payment'

/** Mutation key of a payment being sent. */
export const SUBMIT_PAYMENT_MUTATION_KEY = ['payments', 'submit'] as const

/**
 * Sends one order's payment form (POST /payments, see submitPayment) and resolves to the store's
 * validated answer; `idempotent` (the store lists the capability) adds the attempt's Idempotency-Key.
 */
export function useSubmitPayment(orderId: string, idempotent: boolean) {
  return useMutation({
    mutationKey: SUBMIT_PAYMENT_MUTATION_KEY,
    mutationFn: (fields: Record<string, FieldValue>) => submitPayment(orderId, fields, { idempotent }),
  })
}
