import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '@/lib/api-client'
import { paymentKeys } from './payment-keys'
import { PaymentFieldsResponseSchema, type PaymentField } from './payment-field-schema'

/** GET /payments/fields, validated and normalised. @throws ApiError */
export function fetchPaymentFields(api: ApiClient, signal?: AbortSignal): Promise<PaymentField[]> {
  return api.get('/payments/fields', PaymentFieldsResponseSchema, { signal })
}

export const paymentFieldsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: paymentKeys.fields(),
    queryFn: ({ signal }) => fetchPaymentFields(api, signal),
    staleTime: 5 * 60_000,
  })
