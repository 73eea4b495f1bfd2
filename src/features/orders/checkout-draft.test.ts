import { afterEach, describe, expect, it } from 'vitest'
import { CHECKOUT_DRAFT_KEY, clearCheckoutDraft, loadCheckoutDraft, saveCheckoutDraft } from './checkout-draft'
import { emptyShipping } from './checkout-form'

describe('checkout draft (sessionStorage)', () => {
  afterEach(() => sessionStorage.clear())

  it('round-trips what the shopper typed', () => {
    const form = { ...emptyShipping(), fullName: 'Asha', phone: '+91987' }
    saveCheckoutDraft(form)
    expect(loadCheckoutDraft()).toEqual(form)
  })

  it('gives a blank form for a missing, corrupted or odd draft', () => {
    expect(loadCheckoutDraft()).toEqual(emptyShipping())
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, '{not json')
    expect(loadCheckoutDraft()).toEqual(emptyShipping())
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify({ fullName: 5 }))
    expect(loadCheckoutDraft()).toEqual(emptyShipping())
  })

  it('normalises an old phone value and clears on request', () => {
    sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify({ phone: '98765 43210' }))
    expect(loadCheckoutDraft().phone).toBe('+919876543210')
    clearCheckoutDraft()
    expect(sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull()
  })
})
