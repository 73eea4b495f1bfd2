import { describe, expect, it } from 'vitest'
import type { PaymentField } from '../api/payment-field-schema'
import { makeField } from './test-field'
import { FIELD_MESSAGES, fieldError, requiredFilled, validateForm } from './validate'

const REQUIRED_MESSAGE = FIELD_MESSAGES.required
const EMAIL_MESSAGE = FIELD_MESSAGES.email

type Case = [string, PaymentField, string | boolean, string | null]

const text = (rules: PaymentField['rules'], rulesMessages: PaymentField['rulesMessages'] = {}) =>
  makeField({ name: 'f', rules, rulesMessages })

describe('fieldError: each rule with and without rulesMessages', () => {
  it.each<Case>([
    ['required, empty, default', text({ required: true }), '', REQUIRED_MESSAGE],
    ['required, blank, default', text({ required: true }), '   ', REQUIRED_MESSAGE],
    ['required, empty, message', text({ required: true }, { required: 'Name please' }), '', 'Name please'],
    ['required, filled', text({ required: true }), 'x', null],
    ['optional, empty skips other rules', text({ required: false, minLength: 3, pattern: '^\\d+$' }), '', null],
    ['minLength, default', text({ required: false, minLength: 3 }), 'ab', 'Must be at least 3 characters'],
    ['minLength, message', text({ required: false, minLength: 3 }, { minLength: 'Too short' }), 'ab', 'Too short'],
    ['minLength, ok', text({ required: false, minLength: 3 }), 'abc', null],
    ['maxLength, default', text({ required: false, maxLength: 2 }), 'abc', 'Must be no more than 2 characters'],
    ['maxLength, message', text({ required: false, maxLength: 2 }, { maxLength: 'Too long' }), 'abc', 'Too long'],
    ['maxLength, ok', text({ required: false, maxLength: 3 }), 'abc', null],
    ['pattern, default', text({ required: false, pattern: '^\\d{6}$' }), '12345', 'Invalid format'],
    [
      'pattern, message',
      text({ required: false, pattern: '^\\d{6}$' }, { pattern: 'Six digits' }),
      '12a456',
      'Six digits',
    ],
    ['pattern, ok', text({ required: false, pattern: '^\\d{6}$' }), '560103', null],
    ['invalid pattern counts as none', text({ required: false, pattern: '[' }), 'anything', null],
    [
      'checkbox required, unticked, default',
      makeField({ name: 'c', type: 'checkbox', rules: { required: true } }),
      false,
      REQUIRED_MESSAGE,
    ],
    [
      'checkbox required, unticked, message',
      makeField({ name: 'c', type: 'checkbox', rules: { required: true }, rulesMessages: { required: 'Accept' } }),
      false,
      'Accept',
    ],
    ['checkbox required, ticked', makeField({ name: 'c', type: 'checkbox', rules: { required: true } }), true, null],
  ])('%s', (_, field, value, expected) => {
    expect(fieldError(field, value)).toBe(expected)
  })
})

describe('fieldError: email, number and select', () => {
  const email = makeField({ name: 'email', type: 'email', rules: { required: true } })
  it.each<[string, string | null]>([
    ['', REQUIRED_MESSAGE],
    ['user', EMAIL_MESSAGE],
    ['user@host', EMAIL_MESSAGE],
    ['user @host.in', EMAIL_MESSAGE],
    ['user@host.in', null],
    [' user@host.in ', null],
  ])('email %j → %j', (value, expected) => expect(fieldError(email, value)).toBe(expected))

  it('email shape is checked before a server pattern', () => {
    const f = makeField({
      name: 'e',
      type: 'email',
      rules: { required: false, pattern: '^x' },
      rulesMessages: { pattern: 'P' },
    })
    expect(fieldError(f, 'nope')).toBe(EMAIL_MESSAGE)
    expect(fieldError(f, 'y@a.in')).toBe('P')
  })

  it('number and select values', () => {
    const n = makeField({ name: 'n', type: 'number' })
    expect(fieldError(n, '12.5')).toBeNull()
    expect(fieldError(n, '12abc')).toBe('Please enter a valid number')
    const s = makeField({ name: 's', type: 'select', options: [{ label: 'A', value: 'a' }] })
    expect(fieldError(s, 'a')).toBeNull()
    expect(fieldError(s, 'zzz')).toBe('Please choose one of the options')
  })
})

describe('fieldError: phone fields use the +91 mobile messages', () => {
  const phone = (rules: PaymentField['rules'], rulesMessages: PaymentField['rulesMessages'] = {}) =>
    makeField({ name: 'phone', type: 'tel', isPhone: true, rules, rulesMessages })
  it.each<[string, PaymentField, string, string | null]>([
    ['required empty', phone({ required: true }), '', REQUIRED_MESSAGE],
    ['required empty, message', phone({ required: true }, { required: 'Mobile please' }), '', 'Mobile please'],
    ['no prefix', phone({ required: true }), '9876543210', 'Phone number must start with +91'],
    ['no bounds', phone({ required: true }), '+91987', 'Phone number must be 13 characters (including +91)'],
    ['minLength', phone({ required: true, minLength: 13 }), '+91987', 'Phone number must have at least 13 characters'],
    [
      'maxLength',
      phone({ required: true, maxLength: 12 }),
      '+919876543210',
      'Phone number must have no more than 12 characters',
    ],
    [
      'pattern',
      phone({ required: true, pattern: '^\\+91[6-9]\\d{9}$' }),
      '+911234567890',
      'Invalid phone number format',
    ],
    [
      'pattern (phone message even with a rulesMessages entry)',
      phone({ required: true, pattern: '^\\+91[6-9]\\d{9}$' }, { pattern: 'Server says' }),
      '+911234567890',
      'Invalid phone number format',
    ],
    ['invalid pattern ignored', phone({ required: true, pattern: '(' }), '+919876543210', null], // a mobile number (6–9 first): only the broken pattern is in question,
    [
      'valid',
      phone({ required: true, minLength: 13, maxLength: 13, pattern: '^\\+91[6-9]\\d{9}$' }),
      '+919876543210',
      null,
    ],
  ])('%s', (_, field, value, expected) => expect(fieldError(field, value)).toBe(expected))
})

describe('validateForm and requiredFilled: only visible fields count', () => {
  const company = makeField({ name: 'companyName' })
  const gstin = makeField({
    name: 'gstin',
    showWhenFilled: ['companyName'],
    rules: { required: true, minLength: 15 },
    rulesMessages: { minLength: 'GSTIN has 15 characters' },
  })
  const fields = [company, gstin]

  it.each<[string, Record<string, string>, Record<string, string>, boolean]>([
    ['hidden required field is not checked', { companyName: '', gstin: 'bad' }, {}, true],
    ['visible required field empty', { companyName: 'Acme', gstin: '' }, { gstin: REQUIRED_MESSAGE }, false],
    [
      'visible field breaks a rule',
      { companyName: 'Acme', gstin: 'short' },
      { gstin: 'GSTIN has 15 characters' },
      true,
    ],
    ['visible field ok', { companyName: 'Acme', gstin: '29ABCDE1234F1Z5' }, {}, true],
  ])('%s', (_, values, errors, filled) => {
    expect(validateForm(fields, values)).toEqual(errors)
    expect(requiredFilled(fields, values)).toBe(filled)
  })
})
