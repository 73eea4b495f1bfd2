import { describe, expect, it, vi } from 'vitest'
import { setToken } from '@/lib/auth-token'
import { checkedAnswers, keepCheckedAnswer } from '@/features/delivery/checked-answers'
import { rememberedPinCode } from '@/features/delivery/remembered-pin-code'
import { testSession } from './session-wiring.fixture'

vi.mock('./persist', () => ({ clearPersistedQueries: vi.fn(async () => undefined) }))

describe('sign-out and the delivery checks', () => {
  it('forgets the PIN code checked and the answers kept on this device', async () => {
    setToken('token-1')
    rememberedPinCode.set('560001')
    keepCheckedAnswer('p-1', { pinCode: '560001', deliverable: false })
    await testSession().signOut({ serverLogout: false })
    expect(rememberedPinCode.get()).toBe('')
    expect(checkedAnswers.get()).toEqual([])
    rememberedPinCode.reload()
    checkedAnswers.reload()
    expect(rememberedPinCode.get()).toBe('')
    expect(checkedAnswers.get()).toEqual([])
  })
})
