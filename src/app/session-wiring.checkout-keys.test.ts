// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { setToken } from '@/lib/auth-token'
import { APPLIED_COUPON_KEY, appliedCode } from '@/features/coupons/applied-code'
import { rememberShownTotal, shownTotal } from '@/features/payment/shown-total'
import { testSession } from './session-wiring.fixture'

vi.mock('./persist', () => ({ clearPersistedQueries: vi.fn(async () => undefined) }))

describe('sign-out and what checkout left in the tab', () => {
  it('forgets the applied coupon in storage and in the open tab', async () => {
    setToken('token-1')
    appliedCode.set('welcome10')
    expect(sessionStorage.getItem(APPLIED_COUPON_KEY)).toBe('WELCOME10')
    await testSession().signOut({ serverLogout: false })
    expect(sessionStorage.getItem(APPLIED_COUPON_KEY)).toBeNull()
    expect(appliedCode.get()).toBe('')
  })

  it('forgets the totals checkout showed', async () => {
    setToken('token-1')
    rememberShownTotal('o-1', 1080)
    expect(shownTotal('o-1')).toBe(1080)
    await testSession().signOut({ serverLogout: false })
    expect(shownTotal('o-1')).toBeUndefined()
  })
})
