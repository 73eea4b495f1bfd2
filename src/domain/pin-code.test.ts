import { describe, expect, it } from 'vitest'
import { isPinCode } from './pin-code'

describe('isPinCode', () => {
  it('takes 6 digits not starting with 0', () => {
    expect(isPinCode('560001')).toBe(true)
    expect(isPinCode('110011')).toBe(true)
  })
  it.each(['060001', '56000', '5600011', '56000a', ' 560001', ''])('refuses %j', (value) => {
    expect(isPinCode(value)).toBe(false)
  })
})
