// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { setToken } from '@/lib/auth-token'
import { APPLIED_COUPON_KEY, appliedCode } from '@/features/coupons/applied-code'
import { signOut } from './sign-out'

vi.mock('./persist', () => ({ clearPersistedQueries: vi.fn(async () => undefined) }))

describe('sign-out and the applied coupon', () => {
  it('forgets the code in storage and in the open tab', async () => {
    setToken('token-1')
    appliedCode.set('welcome10')
    expect(sessionStorage.getItem(APPLIED_COUPON_KEY)).toBe('WELCOME10')
    await signOut({ serverLogout: false })
    expect(sessionStorage.getItem(APPLIED_COUPON_KEY)).toBeNull()
    expect(appliedCode.get()).toBe('')
  })
})
