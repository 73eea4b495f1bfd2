import * as v from 'valibot'
import type { PersistedClient } from '@tanstack/react-query-persist-client'
import { ProductPageSchema, ProductSchema } from '@/features/catalog/api/to-product'
import { StoreInfoSchema } from '@/features/store-info/api/store-info'

/* Restored queries never went through the API client's checks: each must fit its page's shape, or is dropped. */

// A copy saved before stores could list their capabilities has none: it reads as listing none.
const SavedStoreInfoSchema = v.object({
  ...StoreInfoSchema.entries,
  capabilities: v.optional(StoreInfoSchema.entries.capabilities),
})

/** True when a saved query's data has the shape its page expects (only the persisted roots are known). */
export function isRestorableQuery(queryKey: unknown, data: unknown): boolean {
  if (!Array.isArray(queryKey)) return false
  const [root, kind, arg] = queryKey as unknown[]
  if (root === 'store-info' && queryKey.length === 1) return v.is(SavedStoreInfoSchema, data)
  if (root !== 'products') return false
  if (kind === 'detail') return typeof arg === 'string' && v.is(ProductSchema, data) && data.id === arg
  if (kind === 'list') return v.is(ProductPageSchema, data)
  return false
}

const EnvelopeSchema = v.object({
  timestamp: v.number(),
  buster: v.string(),
  clientState: v.object({ queries: v.array(v.unknown()), mutations: v.optional(v.array(v.unknown())) }),
})

const SavedQuerySchema = v.looseObject({
  queryKey: v.array(v.unknown()),
  queryHash: v.string(),
  state: v.looseObject({ status: v.literal('success'), data: v.unknown() }),
})

/** The persister's `deserialize`: keeps the queries whose data fits, never mutations. @throws on a non-cache text. */
export function deserializePersistedClient(saved: string): PersistedClient {
  const envelope = v.parse(EnvelopeSchema, JSON.parse(saved))
  const queries = envelope.clientState.queries.filter((q) => {
    const r = v.safeParse(SavedQuerySchema, q)
    return r.success && isRestorableQuery(r.output.queryKey, r.output.state.data)
  })
  return {
    timestamp: envelope.timestamp,
    buster: envelope.buster,
    clientState: { queries, mutations: [] },
  } as PersistedClient
}
