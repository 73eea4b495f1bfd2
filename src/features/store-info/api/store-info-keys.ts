/** Query keys of store info (persisted for offline use); apart, so the entry can name them without the request. */
export const storeInfoKeys = {
  all: ['store-info'] as const,
}
