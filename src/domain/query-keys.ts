/**
 * The root of every query key that holds a signed-in shopper's data (account, orders, payment
 * fields and orders). Sign-out and a 401 remove everything under it at once, and the persister
 * never saves it.
 */
export const USER_QUERY_ROOT = ['user'] as const
