/**
 * Store API paths whose answers belong to a signed-in shopper (account, orders, payments, users).
 * Nothing on such a path is ever kept: the service worker never caches it, and sign-out purges any
 * copy found in CacheStorage.
 */
export const PRIVATE_API_PATH = /\/api\/v1\/(?:accountInfo|orders|payments|users)(?:\/|$)/i
