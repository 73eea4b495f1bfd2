import { describe, expect, it } from 'vitest'
import { makeField } from './test-field'
import { isFilled, isVisible, visibleFields, type FieldValues } from './visibility'

const company = makeField({ name: 'companyName' })
const gstin = makeField({ name: 'gstin', showWhenFilled: ['companyName'] })
const either = makeField({ name: 'either', showWhenFilled: ['a', 'b'] })
const a = makeField({ name: 'a' })
const b = makeField({ name: 'b', type: 'checkbox' })
const chained = makeField({ name: 'chained', showWhenFilled: ['gstin'] })
const cycle1 = makeField({ name: 'c1', showWhenFilled: ['c2'] })
const cycle2 = makeField({ name: 'c2', showWhenFilled: ['c1'] })
const outside = makeField({ name: 'outside', showWhenFilled: ['notAField'] })

const names = (fields: ReturnType<typeof visibleFields>) => fields.map((f) => f.name)

describe('isFilled', () => {
  it.each([
    ['', false],
    ['   ', false],
    ['x', true],
    [true, true],
    [false, false],
    [undefined, false],
  ] as const)('%j → %j', (value, expected) => expect(isFilled(value)).toBe(expected))
})

describe('visibleFields (showWhenFilled)', () => {
  it.each<[string, FieldValues, string[]]>([
    ['hides gstin while company is empty', { companyName: '', gstin: '29ABCDE1234F1Z5' }, ['companyName']],
    ['blank text counts as empty', { companyName: '   ' }, ['companyName']],
    ['shows gstin once company is filled', { companyName: 'Acme' }, ['companyName', 'gstin']],
  ])('%s', (_, values, expected) => {
    expect(names(visibleFields([company, gstin], values))).toEqual(expected)
  })

  it.each<[FieldValues, boolean]>([
    [{}, false],
    [{ a: 'x' }, true],
    [{ b: true }, true],
    [{ b: false, a: '' }, false],
  ])('any one named field reveals it: %j → %j', (values, shown) => {
    expect(isVisible(either, [a, b, either], values)).toBe(shown)
  })

  it('a field revealed only by a hidden field stays hidden', () => {
    const values = { companyName: '', gstin: 'X', chained: '' }
    expect(names(visibleFields([company, gstin, chained], values))).toEqual(['companyName'])
    expect(names(visibleFields([company, gstin, chained], { ...values, companyName: 'Acme' }))).toEqual([
      'companyName',
      'gstin',
      'chained',
    ])
  })

  it('fields that only reveal each other stay hidden (no endless loop)', () => {
    expect(names(visibleFields([cycle1, cycle2], { c1: 'x', c2: 'y' }))).toEqual([])
  })

  it('a name that is not a field is read from the values', () => {
    expect(isVisible(outside, [outside], {})).toBe(false)
    expect(isVisible(outside, [outside], { notAField: 'x' })).toBe(true)
  })
})
