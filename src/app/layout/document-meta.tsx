import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { displayStoreName, storeInfoQueryOptions } from '@/features/store-info/api/store-info'

/** Sets the page title and meta description from store info (spec §2 Main layout). */
export function DocumentMeta() {
  const { data } = useQuery(storeInfoQueryOptions())
  useEffect(() => {
    if (!data) return
    document.title = displayStoreName(data)
    if (data.description) document.querySelector('meta[name="description"]')?.setAttribute('content', data.description.slice(0, 300))
  }, [data])
  return null
}
