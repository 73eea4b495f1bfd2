import { USER_QUERY_ROOT } from '@/domain/query-keys'

/**
 * Query keys of the payment domain. The order being paid is user data: it lives under the
 * `['user']` root, which sign-out removes and the persister never stores. The field
 * definitions are the same for everyone.
 */
export const paymentKeys = {
  fields: () => ['payment', 'fields'] as const,
  order: (orderId: string) => [...USER_QUERY_ROOT, 'payment', 'order', orderId] as const,
}
