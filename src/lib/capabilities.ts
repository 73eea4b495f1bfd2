/**
 * Optional extensions of the store contract that a store may list in `GET /storeInfo`'s
 * `capabilities: string[]`:
 * - `idempotency`: `POST /orders` and `POST /payments` honour an `Idempotency-Key` header;
 * - `logout`: `POST /users/logout` ends the session on the server;
 * - `search`, `sort`, `priceFilter`: the extra `GET /products` parameters;
 * - `serviceability`: `GET /serviceability?pincode=&productId=` answers whether and when a PIN code is served.
 */
export type StoreCapability = 'idempotency' | 'logout' | 'search' | 'sort' | 'priceFilter' | 'serviceability'

/**
 * Whether a store's `capabilities` list names `capability`. A store that lists nothing (or whose
 * info is not loaded yet, or a copy saved before the field existed) supports none: the app then
 * sends exactly the contract's requests, with no extra header, parameter or endpoint.
 */
export const supportsCapability = (capabilities: readonly string[] | undefined, capability: StoreCapability): boolean =>
  Array.isArray(capabilities) && capabilities.includes(capability)
