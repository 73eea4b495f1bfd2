import * as v from 'valibot'
import type { ApiClient } from '@/lib/api-client'
import { supportsCapability, type StoreCapability } from '@/lib/capabilities'
import { envelope } from '@/lib/envelope'
import { loose, toStringMap, toText } from '@/lib/schema'

/* GET /storeInfo without React Query, so the service worker can read the store's capabilities too. */

const text = v.string()
const textMap = v.record(v.string(), v.string())

/** Every text '' when the store sent none; `capabilities`: contract extensions it supports ('idempotency', 'logout'). */
export const StoreInfoSchema = v.object({
  storeName: text,
  companyName: text,
  companyAddress: text,
  companyEmail: text,
  companyPhone: text,
  companyLogoUrl: text,
  description: text,
  categories: v.array(text),
  categoryImages: textMap,
  socialLinks: textMap,
  policies: textMap,
  capabilities: v.array(text),
})
export type StoreInfo = v.InferOutput<typeof StoreInfoSchema>

/** GET /storeInfo as the server sends it, read into StoreInfo; every field degrades to a default. */
export const ServerStoreInfoSchema = v.object({
  storeName: loose(toText(200)),
  companyName: loose(toText(200)),
  companyAddress: loose(toText(500)),
  companyEmail: loose(toText(200)),
  companyPhone: loose(toText(50)),
  companyLogoUrl: loose(toText(4096)),
  description: loose(toText(2000)),
  categories: loose((x) =>
    (Array.isArray(x) ? x : [])
      .filter((c): c is string => typeof c === 'string' && c.trim() !== '')
      .map((c) => c.trim().slice(0, 200)),
  ),
  categoryImages: loose(toStringMap),
  socialLinks: loose(toStringMap),
  // Policies are HTML; they are sanitised when rendered, never here.
  policies: loose(toStringMap),
  // Anything but an array of strings reads as none.
  capabilities: loose((x) =>
    Array.isArray(x) ? x.filter((c): c is string => typeof c === 'string').slice(0, 50) : [],
  ),
})

const StoreInfoResponseSchema = envelope(ServerStoreInfoSchema, { bare: true })

/** GET /storeInfo, validated. @throws ApiError */
export async function fetchStoreInfo(api: ApiClient, signal?: AbortSignal): Promise<StoreInfo> {
  return api.get('/storeInfo', StoreInfoResponseSchema, { signal })
}

/** Whether the store's info lists `capability` (none while it is not loaded). */
export const storeSupports = (s: StoreInfo | undefined, capability: StoreCapability): boolean =>
  supportsCapability(s?.capabilities, capability)
