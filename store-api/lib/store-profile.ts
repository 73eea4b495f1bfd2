/**
 * What the reference API says it supports beyond the store contract, in `GET /storeInfo`'s
 * optional `capabilities: string[]`. A front end sends an extra header or calls an extra
 * endpoint only when the store lists the capability for it:
 * - `idempotency`: `POST /orders` and `POST /payments` honour an `Idempotency-Key` header;
 * - `logout`: `POST /users/logout` ends the session on the server;
 * - `search`, `sort`, `priceFilter`: `GET /products` takes `search`, `sort` and `minPrice`/`maxPrice`;
 * - `serviceability`: `GET /serviceability?pincode=&productId=` says whether and when a PIN code is served;
 * - `otp`: `POST /auth/otp` and `/auth/otp/verify` sign in by a code sent by SMS; `PUT /accountInfo` names the account.
 * - `coupons`: `GET /coupons`, `POST /coupons/apply`, and `couponCode` on `POST /orders`.
 * - `reviews`: products carry `rating`; `/products/{id}/reviews` and `/reviews/{id}/helpful`.
 * - `addresses`: `GET/POST /users/addresses`, `PUT/DELETE /users/addresses/{id}` keep a shopper's addresses.
 * - `images`: image URLs take `w` (width, px) and `fm` (avif, webp, jpeg) and answer the image resized.
 * Each capability is added to this list by the change that implements it.
 */
export const STORE_CAPABILITIES: string[] = [
  'search',
  'sort',
  'priceFilter',
  'idempotency',
  'logout',
  'serviceability',
  'otp',
  'coupons',
  'reviews',
  'addresses',
  'images',
]

/**
 * The test-only "plain store" switch (`POST /__profile`): with `plain` on, the API behaves like
 * a store that implements only the contract, so the front end's fallbacks can be tested:
 * `GET /storeInfo` has no `capabilities`, CORS allows only the `Content-Type` and
 * `Authorization` request headers (a request with any other custom header fails its
 * preflight), and every extension is ignored. `/__reset` turns it off.
 */
export class StoreProfile {
  plain = false

  /** The capabilities to list in `GET /storeInfo`; undefined for a plain store (no field at all). */
  capabilities(): string[] | undefined {
    return this.plain ? undefined : [...STORE_CAPABILITIES]
  }

  /** Whether an extension named by `capability` is honoured for this request. */
  supports(capability: string): boolean {
    return !this.plain && STORE_CAPABILITIES.includes(capability)
  }
}
