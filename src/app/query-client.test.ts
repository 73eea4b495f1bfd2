import { afterEach, describe, expect, it, vi } from 'vitest'
import { MutationObserver, onlineManager } from '@tanstack/react-query'
import { createQueryClient } from './query-client'

describe('the query client’s mutation defaults', () => {
  afterEach(() => onlineManager.setOnline(true))

  it('sends a write at once while the browser says it is offline, and never repeats it', async () => {
    onlineManager.setOnline(false)
    const client = createQueryClient()
    const send = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))
    const observer = new MutationObserver(client, { mutationFn: send })
    await expect(observer.mutate()).rejects.toThrow('Failed to fetch')
    expect(send).toHaveBeenCalledTimes(1)
    expect(observer.getCurrentResult().isPaused).toBe(false)
    // Nothing waits for the network, so there is nothing to resume when it returns.
    expect(
      client
        .getMutationCache()
        .getAll()
        .filter((m) => m.state.isPaused),
    ).toEqual([])
    onlineManager.setOnline(true)
    await client.resumePausedMutations()
    expect(send).toHaveBeenCalledTimes(1)
  })
})
