import { describe, expect, it } from 'vitest'
import { chooseToastPlace, MAIN_BUTTON_WEIGHT, toastBand, type KeepClear, type ToastPlace } from './toast-place'

// A 390 × 844 phone: toasts 16 px above the bottom edge, or 8 px below a 57 px header.
const room = { height: 844, topInset: 65, bottomInset: 16 }
const STACK = 80
const BOTTOM: ToastPlace = { side: 'bottom', offset: 16 }
const TOP: ToastPlace = { side: 'top', offset: 65 }
const main = (top: number): KeepClear => ({ top, bottom: top + 44, weight: MAIN_BUTTON_WEIGHT })
const control = (top: number): KeepClear => ({ top, bottom: top + 44, weight: 1 })
const meets = (place: ToastPlace, box: KeepClear) => {
  const band = toastBand(place, room, STACK)
  return box.bottom > band.top && box.top < band.bottom
}

describe('chooseToastPlace', () => {
  it('keeps toasts at the bottom while nothing is there', () => {
    expect(toastBand(BOTTOM, room, STACK)).toEqual({ top: 748, bottom: 828 })
    expect(chooseToastPlace(null, room, STACK, [])).toEqual(BOTTOM)
    expect(chooseToastPlace(null, room, STACK, [main(400), control(600)])).toEqual(BOTTOM)
  })

  it('moves them below the header when the bottom would cover a form button, and stays while that place is clear', () => {
    expect(chooseToastPlace(null, room, STACK, [main(790)])).toEqual(TOP)
    expect(chooseToastPlace(TOP, room, STACK, [main(400)])).toEqual(TOP)
    expect(chooseToastPlace(TOP, room, STACK, [main(100)])).toEqual(BOTTOM)
  })

  it('finds a place between controls when both edges would cover one (a cart line under the header, Apply at the bottom)', () => {
    const keepClear = [control(90), control(300), main(790)]
    const place = chooseToastPlace(null, room, STACK, keepClear)
    for (const box of keepClear) expect(meets(place, box), JSON.stringify(place)).toBe(false)
    const band = toastBand(place, room, STACK)
    expect(band.top).toBeGreaterThanOrEqual(room.topInset)
    expect(band.bottom).toBeLessThanOrEqual(room.height - room.bottomInset)
  })

  it('with no clear place, covers any number of other controls before a form button', () => {
    const crowded = Array.from({ length: 20 }, (_, i) => control(65 + i * 40))
    const keepClear = [...crowded, main(790)]
    const place = chooseToastPlace(null, room, STACK, keepClear)
    expect(meets(place, keepClear.at(-1)!)).toBe(false)
  })
})
