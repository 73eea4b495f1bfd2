import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { parseSearch, stringifySearch, TextParamSchema } from './search-params'

const roundTrip = (search: Record<string, unknown>) => parseSearch(stringifySearch(search)) as Record<string, unknown>

describe('search params in the URL', () => {
  it('writes text as it is, also when it looks like a number, a flag or null', () => {
    expect(stringifySearch({ orderId: '12' })).toBe('?orderId=12')
    expect(stringifySearch({ orderId: 'a1b2-c3' })).toBe('?orderId=a1b2-c3')
    expect(stringifySearch({ search: '1080' })).toBe('?search=1080')
    expect(stringifySearch({ search: 'true' })).toBe('?search=true')
    expect(stringifySearch({ search: 'null' })).toBe('?search=null')
    expect(stringifySearch({ search: 'hdmi cabel' })).toBe('?search=hdmi+cabel')
    expect(stringifySearch({ redirect: '/orders?payment=declined' })).toBe('?redirect=%2Forders%3Fpayment%3Ddeclined')
  })

  it('writes numbers and flags as printed and leaves undefined values out', () => {
    expect(stringifySearch({ category: 'audio', page: 2, featured: true, minPrice: undefined })).toBe(
      '?category=audio&page=2&featured=true',
    )
    expect(stringifySearch({})).toBe('')
  })

  it('reads numbers and flags as such, and any other value as the text written', () => {
    expect(parseSearch('?page=2&minPrice=500&featured=true&category=audio')).toEqual({
      page: 2,
      minPrice: 500,
      featured: true,
      category: 'audio',
    })
    expect(parseSearch('?page=abc&a=1e3&b=007&c=null&d=%5B1%5D&e=1.0&f=')).toEqual({
      page: 'abc',
      a: '1e3',
      b: '007',
      c: 'null',
      d: '[1]',
      e: '1.0',
      f: '',
    })
  })

  it('reads a value in JSON quotes (older links) as the text inside', () => {
    expect(parseSearch('?search=%221080%22')).toEqual({ search: '1080' })
    expect(parseSearch('?search=%22unclosed')).toEqual({ search: '"unclosed' })
  })

  it('gives every text back as written, once the schema turns numbers and flags back into text', () => {
    const texts = [
      '12',
      '007',
      '1.0',
      '1.5',
      '-5',
      '-0',
      '1e3',
      'true',
      'null',
      '[1]',
      '{}',
      '"x"',
      '""',
      ' 12',
      'a b&c=d',
      '',
    ]
    for (const text of texts) {
      const read = roundTrip({ search: text }).search as unknown
      expect(String(read), JSON.stringify(text)).toBe(text)
    }
  })

  it('a text param read twice (a repeated key) is no text', () => {
    expect(v.safeParse(TextParamSchema, (parseSearch('?id=a&id=b') as { id: unknown }).id).success).toBe(false)
  })
})
