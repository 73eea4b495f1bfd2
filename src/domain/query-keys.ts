/** Query-key root of a signed-in shopper's data: removed at sign-out and on 401, never persisted. */
export const USER_QUERY_ROOT = ['user'] as const

/** Query-key root of delivery checks: a PIN code says where a shopper lives, so sign-out removes them too. */
export const DELIVERY_QUERY_ROOT = ['delivery'] as const
