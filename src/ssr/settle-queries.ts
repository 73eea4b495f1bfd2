import type { QueryClient } from '@tanstack/react-query'
import { isHttpStatus } from '@/lib/api-error'

/** Waits for chained queries until `deadline` (epoch ms); true when all answered or 404'd in time. */
export async function settleQueries(queryClient: QueryClient, deadline: number): Promise<boolean> {
  const cache = queryClient.getQueryCache()
  for (;;) {
    const pending = cache.findAll({ fetchStatus: 'fetching' }).map((q) => q.promise)
    if (pending.length === 0) break
    const left = deadline - Date.now()
    if (left <= 0) return false
    let timer: ReturnType<typeof setTimeout> | undefined
    await Promise.race([Promise.allSettled(pending), new Promise((resolve) => (timer = setTimeout(resolve, left)))])
    clearTimeout(timer)
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  if (Date.now() >= deadline) return false
  const answered = (q: { state: { status: string; error: unknown } }) =>
    q.state.status === 'success' || (q.state.status === 'error' && isHttpStatus(q.state.error, 404))
  return cache.getAll().every(answered)
}
