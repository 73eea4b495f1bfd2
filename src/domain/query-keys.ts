/**
 * The root of every query key that holds a signed-in shopper's data (account, orders, payment
 * fields and orders). Sign-out and a 401 remove everything under it at once, and the persister
 * never saves it.
 */
export const USER_QUERY_ROOT = ['user'] as const

/**
 * The root of every delivery-check query key (answers about a PIN code). Public answers, but a PIN
 * code says where a shopper lives: sign-out removes them with the shopper's data.
 */
export const DELIVERY_QUERY_ROOT = ['delivery'] as const
