export type StoreCapability =
  | 'idempotency'
  | 'logout'
  | 'search'
  | 'sort'
  | 'priceFilter'
  | 'serviceability'
  | 'otp'
  | 'coupons'
  | 'reviews'
  | 'addresses'
  | 'images'

/** Whether `capabilities` names `capability`; none listed (or not loaded) means the plain contract. */
export const supportsCapability = (capabilities: readonly string[] | undefined, capability: StoreCapability): boolean =>
  Array.isArray(capabilities) && capabilities.includes(capability)
