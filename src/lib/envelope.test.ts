import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { envelope } from './envelope'

const Named = v.object({ name: v.string() })
const read = (schema: v.GenericSchema, body: unknown) => {
  const r = v.safeParse(schema, body)
  return r.success ? r.output : 'invalid'
}

describe('envelope(schema): {data: payload} only', () => {
  const Wrapped = envelope(Named)
  it('outputs the payload under data', () => {
    expect(read(Wrapped, { data: { name: 'a' }, count: 1 })).toEqual({ name: 'a' })
  })
  it.each([{ name: 'a' }, { data: { name: 1 } }, { data: null }, [{ name: 'a' }], null, 'a'])('rejects %j', (body) => {
    expect(read(Wrapped, body)).toBe('invalid')
  })
})

describe('envelope(schema, {bare: true})', () => {
  const Either = envelope(Named, { bare: true })
  it('reads the payload bare or under data', () => {
    expect(read(Either, { name: 'a' })).toEqual({ name: 'a' })
    expect(read(Either, { data: { name: 'b' } })).toEqual({ name: 'b' })
  })
  it('prefers a valid data, and falls back to the body when data does not fit', () => {
    expect(read(Either, { name: 'outer', data: { name: 'inner' } })).toEqual({ name: 'inner' })
    expect(read(Either, { name: 'outer', data: 'x' })).toEqual({ name: 'outer' })
  })
  it('reads lists the same way', () => {
    const List = envelope(v.array(v.number()), { bare: true })
    expect(read(List, [1, 2])).toEqual([1, 2])
    expect(read(List, { data: [3] })).toEqual([3])
    expect(read(List, { data: 'x' })).toBe('invalid')
  })
  it.each([{ data: { name: 1 } }, {}, null, 'a'])('rejects %j', (body) => {
    expect(read(Either, body)).toBe('invalid')
  })
})

describe('envelope(schema, {bare: true, ownKeys})', () => {
  const Token = envelope(v.object({ token: v.optional(v.string()) }), { bare: true, ownKeys: ['token'] })
  it('reads a body with its own key as the payload, whatever is under data', () => {
    expect(read(Token, { token: 'own', data: { token: 'inner' } })).toEqual({ token: 'own' })
  })
  it('unwraps data when the own key is missing or null', () => {
    expect(read(Token, { data: { token: 'inner' } })).toEqual({ token: 'inner' })
    expect(read(Token, { token: null, data: { token: 'inner' } })).toEqual({ token: 'inner' })
  })
  it('does not fall back to data when the own key is there but invalid', () => {
    expect(read(Token, { token: 5, data: { token: 'inner' } })).toBe('invalid')
  })
})
