/** Store API paths of a signed-in shopper's data: never cached by the service worker, purged at sign-out. */
export const PRIVATE_API_PATH = /\/api\/v1\/(?:accountInfo|orders|payments|users)(?:\/|$)/i
