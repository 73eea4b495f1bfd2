import { describe, expect, it } from 'vitest'
import { applyMask } from './mask'

describe('applyMask', () => {
  it.each([
    [null, 'anything', 'anything'],
    ['#####-#####', '9876543210', '98765-43210'],
    ['#####-#####', '98765-43210', '98765-43210'], // idempotent
    ['#####-#####', '98765', '98765'], // no trailing literal until more is typed
    ['#####-#####', '98765x4', '98765-4'],
    ['#####-#####', '98a7', '987'],
    ['#####-#####', '987654321099', '98765-43210'], // stops at the end of the mask
    ['##/##', '1225', '12/25'],
    ['##/##', '12/25', '12/25'],
    ['(###) ###', '123456', '(123) 456'],
    ['(###) ###', '(123) 456', '(123) 456'],
    ['99AAAAA9999A9A*', '29abcde1234f1z5', '29ABCDE1234F1Z5'], // GSTIN-like
    ['99AAAAA9999A9A*', '2x9abcde', '29ABCDE'],
    ['aaa', 'AbC', 'AbC'],
    ['***', 'a-1b', 'a1b'],
  ])('mask %j, input %j → %j', (mask, raw, expected) => {
    expect(applyMask(mask, raw)).toBe(expected)
  })
})
