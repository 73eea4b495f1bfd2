import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { MAX_FIELDS, PaymentFieldsResponseSchema, toPaymentField } from './payment-field-schema'

const parse = (body: unknown) => v.safeParse(PaymentFieldsResponseSchema, body)

describe('PaymentFieldsResponseSchema', () => {
  const defs = [{ name: 'fullName', label: 'Full name', type: 'text' }]
  it.each([
    ['a bare array', defs],
    ['an object with fields', { fields: defs }],
  ])('accepts %s', (_, body) => {
    const result = parse(body)
    expect(result.success).toBe(true)
    expect(result.success && result.output.map((f) => f.name)).toEqual(['fullName'])
  })

  it.each([
    ['null', null],
    ['a string', 'fields'],
    ['an object without fields', { data: [] }],
    ['fields not an array', { fields: {} }],
  ])('rejects %s', (_, body) => expect(parse(body).success).toBe(false))

  it('drops malformed definitions and repeated names, keeps the rest in order', () => {
    const result = parse([
      null,
      42,
      'x',
      { label: 'no name' },
      { name: '' },
      { name: 'a' },
      { name: 'a', label: 'dup' },
      { name: 'b' },
    ])
    expect(result.success && result.output.map((f) => f.name)).toEqual(['a', 'b'])
  })

  it(`keeps at most ${MAX_FIELDS} fields`, () => {
    const result = parse(Array.from({ length: 80 }, (_, i) => ({ name: `f${i}` })))
    expect(result.success && result.output.length).toBe(MAX_FIELDS)
  })
})

describe('toPaymentField', () => {
  it.each([
    ['text', 'text'],
    ['email', 'email'],
    ['checkbox', 'checkbox'],
    ['date', 'text'],
    ['<script>', 'text'],
    [undefined, 'text'],
  ])('type %j → %j', (type, expected) => expect(toPaymentField({ name: 'x', type })?.type).toBe(expected))

  it('a select without usable options falls back to text', () => {
    expect(toPaymentField({ name: 's', type: 'select', options: [null, {}, { label: 'no value' }] })?.type).toBe('text')
  })

  it('normalises options, rules, messages and defaults', () => {
    const f = toPaymentField({
      name: 'm',
      label: '<img src=x onerror=alert(1)> Method',
      type: 'select',
      options: ['upi', { label: 'Bank', value: 'nb' }, { value: 7 }, { value: 'nb', label: 'dup' }],
      rules: { required: 'true', minLength: '2', maxLength: -1, pattern: 5 },
      rulesMessages: { required: 'Choose', minLength: {}, pattern: '' },
      defaultValue: 'nb',
      showWhenFilled: 'other',
      inline: 'true',
    })
    expect(f).toMatchObject({
      label: '<img src=x onerror=alert(1)> Method', // kept as text; React renders it as text
      options: [
        { label: 'upi', value: 'upi' },
        { label: 'Bank', value: 'nb' },
        { label: '7', value: '7' },
      ],
      rules: { required: true, minLength: 2, maxLength: undefined, pattern: undefined },
      rulesMessages: { required: 'Choose', minLength: undefined, pattern: undefined },
      defaultValue: 'nb',
      showWhenFilled: ['other'],
      inline: true,
      isPhone: false,
    })
  })

  it.each([
    [
      'plain values and rulesMessages',
      { required: true, minLength: 2 },
      { required: 'R', minLength: 'M' },
      { required: true, minLength: 2 },
      { required: 'R', minLength: 'M' },
    ],
    [
      '{ value, message } rules',
      { required: { value: true, message: 'R' }, pattern: { value: '^a', message: 'P' } },
      undefined,
      { required: true, pattern: '^a' },
      { required: 'R', pattern: 'P' },
    ],
    [
      'rulesMessages win over inline messages',
      { minLength: { value: 3, message: 'inline' } },
      { minLength: 'listed' },
      { minLength: 3 },
      { minLength: 'listed' },
    ],
    [
      'required given as its message',
      { required: 'Please fill this' },
      {},
      { required: true },
      { required: 'Please fill this' },
    ],
    ['required false', { required: 'false' }, {}, { required: false }, {}],
    [
      'a list of messages gives the first',
      { required: true },
      ['First', 'Second'],
      { required: true },
      { required: 'First' },
    ],
    [
      'a message list per rule',
      { required: true },
      { required: ['', 'Only'] },
      { required: true },
      { required: 'Only' },
    ],
  ])('rules: %s', (_, rules, rulesMessages, expectedRules, expectedMessages) => {
    const f = toPaymentField({ name: 'x', rules, rulesMessages })!
    expect(Object.fromEntries(Object.entries(f.rules).filter(([, v]) => v !== undefined))).toEqual({
      required: false,
      ...expectedRules,
    })
    expect(Object.fromEntries(Object.entries(f.rulesMessages).filter(([, v]) => v !== undefined))).toEqual(
      expectedMessages,
    )
  })

  it.each([
    [{ name: 'mobile', type: 'tel' }, true],
    [{ name: 'contactPhone', type: 'text' }, true],
    [{ name: 'PHONE', type: 'number' }, true],
    [{ name: 'phoneConsent', type: 'checkbox' }, false],
    [{ name: 'email', type: 'email' }, false],
  ])('phone detection %j → %j', (def, expected) => expect(toPaymentField(def)?.isPhone).toBe(expected))

  it('a label defaults to the name; a checkbox default is a boolean', () => {
    expect(toPaymentField({ name: 'consent', type: 'checkbox', defaultValue: 'true' })).toMatchObject({
      label: 'consent',
      defaultValue: true,
    })
    expect(toPaymentField({ name: 'consent', type: 'checkbox', defaultValue: null })?.defaultValue).toBe(false)
  })
})
