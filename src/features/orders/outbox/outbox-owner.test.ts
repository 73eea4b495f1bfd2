import { describe, expect, it, vi } from 'vitest'
import { sessionTag } from '@/lib/session-tag'
import { shopperOfToken } from './outbox-owner'

describe('shopperOfToken', () => {
  it('is null when signed out, and reads nothing', async () => {
    const readEmail = vi.fn(async () => 'a@example.in')
    expect(await shopperOfToken(null, readEmail)).toBeNull()
    expect(readEmail).not.toHaveBeenCalled()
  })

  it("tags the token's session and reads the e-mail once, only when asked", async () => {
    const readEmail = vi.fn(async () => 'a@example.in')
    const shopper = (await shopperOfToken('token-1', readEmail))!
    expect(shopper.session).toBe(await sessionTag('token-1'))
    expect(readEmail).not.toHaveBeenCalled()
    expect(await shopper.email()).toBe('a@example.in')
    expect(await shopper.email()).toBe('a@example.in')
    expect(readEmail).toHaveBeenCalledTimes(1)
  })
})
