import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-error'
import { settleQueries } from './settle-queries'

const never = () => new Promise<never>(() => {})

describe('settleQueries', () => {
  it('is true once every query has an answer', async () => {
    const client = new QueryClient()
    void client.prefetchQuery({ queryKey: ['a'], queryFn: async () => 1 })
    expect(await settleQueries(client, Date.now() + 1000)).toBe(true)
  })

  it('is false when a query was stopped before it answered, even with time left', async () => {
    const client = new QueryClient()
    void client.prefetchQuery({ queryKey: ['a'], queryFn: never })
    setTimeout(() => void client.cancelQueries(), 5)
    expect(await settleQueries(client, Date.now() + 1000)).toBe(false)
  })

  it('is false past the deadline', async () => {
    const client = new QueryClient()
    void client.prefetchQuery({ queryKey: ['a'], queryFn: never })
    expect(await settleQueries(client, Date.now() + 20)).toBe(false)
  })

  it('takes a 404 as an answer, any other failure as none', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    void client.prefetchQuery({ queryKey: ['a'], queryFn: () => Promise.reject(new ApiError('http', 'gone', 404)) })
    expect(await settleQueries(client, Date.now() + 1000)).toBe(true)
    void client.prefetchQuery({ queryKey: ['b'], queryFn: () => Promise.reject(new ApiError('http', 'boom', 500)) })
    expect(await settleQueries(client, Date.now() + 1000)).toBe(false)
  })
})
