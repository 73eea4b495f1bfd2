import type { QueryClient } from '@tanstack/react-query'
import { isHttpStatus } from '@/lib/api-error'

/**
 * Waits until no query is fetching (a loader may start one when another ends: home asks for the
 * featured products once it knows the store's categories), or until `deadline` (ms since 1970).
 * @returns true when every query settled in time with an answer or a 404; false when the deadline
 * passed, a query failed otherwise, or a query was stopped before it answered (the render budget's
 * cancel can land in the same millisecond as the deadline): the page is then left to the browser.
 */
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
    // Lets a loader's `.then` start the query that depends on the one just settled.
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  if (Date.now() >= deadline) return false
  const answered = (q: { state: { status: string; error: unknown } }) =>
    q.state.status === 'success' || (q.state.status === 'error' && isHttpStatus(q.state.error, 404))
  return cache.getAll().every(answered)
}
