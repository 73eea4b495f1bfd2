import { describe, expect, it, vi } from 'vitest'
import { findPinPlace, stateHint } from './pin-place'

describe('the place of a PIN code', () => {
  it('comes from the directory first, without asking the store', async () => {
    const store = vi.fn(async () => ({ city: 'Elsewhere', state: 'Goa' }))
    expect(await findPinPlace('560001', store)).toEqual({ city: 'Bangalore', state: 'Karnataka' })
    expect(store).not.toHaveBeenCalled()
  })

  it("else from the store's answer, a state only when listed (any case)", async () => {
    expect(await findPinPlace('999999', async () => ({ city: ' Testpur ', state: 'goa' }))).toEqual({
      city: 'Testpur',
      state: 'Goa',
    })
    expect(await findPinPlace('999999', async () => ({ city: '', state: 'Atlantis' }))).toBeUndefined()
  })

  it('is unknown when neither knows it, or the store fails', async () => {
    expect(await findPinPlace('999999')).toBeUndefined()
    expect(await findPinPlace('999999', () => Promise.reject(new Error('offline')))).toBeUndefined()
  })

  it("hints the PIN's state only when a chosen state contradicts it", () => {
    const place = { city: 'Bangalore', state: 'Karnataka' }
    expect(stateHint(place, 'Kerala')).toBe('Karnataka')
    expect(stateHint(place, 'Karnataka')).toBeNull()
    expect(stateHint(place, '')).toBeNull()
    expect(stateHint(undefined, 'Kerala')).toBeNull()
  })
})
