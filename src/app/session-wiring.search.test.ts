// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { setToken } from '@/lib/auth-token'
import { addRecentSearch, getRecentSearches } from '@/features/catalog/search/recent-searches'
import { testSession } from './session-wiring.fixture'

vi.mock('./persist', () => ({ clearPersistedQueries: vi.fn(async () => undefined) }))

describe('sign-out and the recent searches', () => {
  it('forgets what was searched for on this device', async () => {
    setToken('token-1')
    addRecentSearch('gift for asha')
    expect(getRecentSearches()).toEqual(['gift for asha'])
    await testSession().signOut({ serverLogout: false })
    expect(getRecentSearches()).toEqual([])
  })
})
