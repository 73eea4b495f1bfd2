import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '@/lib/api-client'
import { paymentKeys } from './payment-keys'
import { PaymentFieldsResponseSchema, type PaymentField } from './payment-field-schema'

/** GET /payments/fields, validated and normalised. @throws ApiError */
export function fetchPaymentFields(signal?: AbortSignal): Promise<PaymentField[]> {
  return apiGet('/payments/fields', PaymentFieldsResponseSchema, { signal })
}

export const paymentFieldsQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.fields(),
    queryFn: ({ signal }) => fetchPaymentFields(signal),
    staleTime: 5 * 60_000,
  })
