import { describe, expect, it } from 'vitest'
import { chooseToastSide, toastBand } from './toast-side'

// A 390 × 844 phone: toasts 16 px above the bottom edge, or 8 px below a 57 px header.
const room = { height: 844, topInset: 65, bottomInset: 16 }
const STACK = 80
const button = (top: number) => ({ top, bottom: top + 44 })

describe('chooseToastSide', () => {
  it('keeps toasts at the bottom while no form button is there', () => {
    expect(toastBand('bottom', room, STACK)).toEqual({ top: 748, bottom: 828 })
    expect(chooseToastSide('bottom', room, STACK, [])).toBe('bottom')
    expect(chooseToastSide('bottom', room, STACK, [button(400), button(700)])).toBe('bottom')
  })

  it('moves them below the header when the bottom would cover a form button, and back only when the top would', () => {
    expect(chooseToastSide('bottom', room, STACK, [button(790)])).toBe('top')
    // A shown toast stays at the top while the button is elsewhere ...
    expect(chooseToastSide('top', room, STACK, [button(400)])).toBe('top')
    // ... and goes back down when the button is scrolled under it.
    expect(chooseToastSide('top', room, STACK, [button(100)])).toBe('bottom')
  })

  it('stays put when the other side would cover as many buttons', () => {
    expect(chooseToastSide('bottom', room, STACK, [button(100), button(790)])).toBe('bottom')
    expect(chooseToastSide('top', { ...room, height: 200 }, STACK, [button(100)])).toBe('top')
  })
})
