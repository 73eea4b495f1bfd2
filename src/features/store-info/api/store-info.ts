import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from '@/lib/api-client'
import { fetchStoreInfo, type StoreInfo } from './store-info-request'
import { storeInfoKeys } from './store-info-keys'

export {
  fetchStoreInfo,
  ServerStoreInfoSchema,
  StoreInfoSchema,
  storeSupports,
  type StoreInfo,
} from './store-info-request'

export { storeInfoKeys } from './store-info-keys'

export const storeInfoQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: storeInfoKeys.all,
    queryFn: ({ signal }) => fetchStoreInfo(api, signal),
    staleTime: 5 * 60_000,
  })

/** The name to show for the store: storeName, else companyName, else a neutral default. */
export const displayStoreName = (s: StoreInfo | undefined): string => s?.storeName || s?.companyName || 'Online Store'
