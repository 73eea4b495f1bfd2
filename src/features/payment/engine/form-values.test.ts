import { describe, expect, it } from 'vitest'
import { initialValues, normaliseInput, toPayload } from './form-values'
import { makeField } from './test-field'

const phone = makeField({ name: 'phone', type: 'tel', isPhone: true })
const gstin = makeField({ name: 'gstin', mask: '99AAAAA9999A9A*', showWhenFilled: ['companyName'] })
const company = makeField({ name: 'companyName' })
const consent = makeField({ name: 'consent', type: 'checkbox', defaultValue: true })
const method = makeField({
  name: 'method',
  type: 'select',
  options: [{ label: 'UPI', value: 'upi' }],
  defaultValue: 'card',
})

describe('normaliseInput', () => {
  it.each([
    ['+91 98765-43210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['9876543210', '+919876543210'],
  ])('phone paste %j → %j', (raw, expected) => expect(normaliseInput(phone, raw)).toBe(expected))

  it('phone honours a maxLength rule', () => {
    expect(normaliseInput({ ...phone, rules: { required: false, maxLength: 11 } }, '9876543210')).toBe('+9198765432')
  })

  it('applies masks and keeps checkboxes boolean', () => {
    expect(normaliseInput(gstin, '29abcde1234f1z5')).toBe('29ABCDE1234F1Z5')
    expect(normaliseInput(consent, true)).toBe(true)
    expect(normaliseInput(company, 'x'.repeat(3000))).toHaveLength(2000)
  })
})

describe('initialValues', () => {
  it('uses defaults, normalised; a select default that is not an option is dropped', () => {
    const values = initialValues([{ ...phone, defaultValue: '9876543210' }, consent, method, gstin])
    expect(values).toEqual({ phone: '+919876543210', consent: true, method: '', gstin: '' })
  })
})

describe('toPayload', () => {
  it('sends visible fields only, trimmed', () => {
    const fields = [company, gstin, consent]
    expect(toPayload(fields, { companyName: '  ', gstin: 'X', consent: true })).toEqual({
      companyName: '',
      consent: true,
    })
    expect(toPayload(fields, { companyName: ' Acme ', gstin: 'X' })).toEqual({
      companyName: 'Acme',
      gstin: 'X',
      consent: false,
    })
  })
})
