import { USER_QUERY_ROOT } from '@/domain/query-keys'

/** The order being paid is user data (under `['user']`: wiped on sign-out, never persisted); the field definitions are public. */
export const paymentKeys = {
  fields: () => ['payment', 'fields'] as const,
  order: (orderId: string) => [...USER_QUERY_ROOT, 'payment', 'order', orderId] as const,
}
