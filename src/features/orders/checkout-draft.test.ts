// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { pendingKey } from '@/lib/idempotency'
import {
  CHECKOUT_ATTEMPT_KEY,
  CHECKOUT_DRAFT_KEY,
  clearCheckoutAttempt,
  clearCheckoutDraft,
  loadCheckoutAttempt,
  loadCheckoutDraft,
  saveCheckoutAttempt,
  saveCheckoutDraft,
} from './checkout-draft'
import { emptyShipping } from './shipping-form-schema'
import { ASHA_ADDRESS, ASHA_FORM } from '@/test/addresses'

describe('checkout draft (sessionStorage)', () => {
  afterEach(() => sessionStorage.clear())

  it('round-trips what the shopper typed, every field', () => {
    const form = { ...emptyShipping(), fullName: 'Asha', phone: '+91987' }
    saveCheckoutDraft(form)
    expect(loadCheckoutDraft()).toEqual(form)
    saveCheckoutDraft(ASHA_FORM)
    expect(loadCheckoutDraft()).toStrictEqual(ASHA_FORM)
    saveCheckoutAttempt({ key: 'k-1', products: { p1: 1 }, shippingAddress: ASHA_ADDRESS, startedAt: 1 })
    expect(loadCheckoutAttempt()?.shippingAddress).toStrictEqual(ASHA_ADDRESS)
  })

  it('gives a blank form for a missing, corrupted or odd draft', () => {
    expect(loadCheckoutDraft()).toEqual(emptyShipping())
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, '{not json')
    expect(loadCheckoutDraft()).toEqual(emptyShipping())
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify({ fullName: 5 }))
    expect(loadCheckoutDraft()).toEqual(emptyShipping())
  })

  it('keeps an attempt until its answer is read, and drops an unreadable one', () => {
    const attempt = {
      key: 'k-1',
      products: { p1: 2 },
      shippingAddress: { ...ASHA_ADDRESS, fullName: 'Asha' },
      startedAt: 1_700_000_000_000,
    }
    saveCheckoutAttempt(attempt)
    expect(loadCheckoutAttempt()).toEqual(attempt)
    clearCheckoutAttempt()
    expect(loadCheckoutAttempt()).toBeNull()
    sessionStorage.setItem(CHECKOUT_ATTEMPT_KEY, JSON.stringify({ ...attempt, products: { p1: 'two' } }))
    expect(loadCheckoutAttempt()).toBeNull()
  })

  it('clearing the draft (sign-out) also forgets the attempt and every pending payment key', () => {
    saveCheckoutAttempt({ key: 'k-1', products: { p1: 1 }, shippingAddress: ASHA_ADDRESS, startedAt: 1 })
    pendingKey('payment', 'f')
    clearCheckoutDraft()
    expect(sessionStorage.length).toBe(0)
  })

  it('normalises an old phone value and clears on request', () => {
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify({ phone: '98765 43210' }))
    expect(loadCheckoutDraft().phone).toBe('+919876543210')
    clearCheckoutDraft()
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull()
  })
})
