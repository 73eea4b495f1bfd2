import { describe, expect, it } from 'vitest'
import { safeReturnPath } from '@/lib/safe-return-path'

// The sign-in return target: only same-origin paths.
const ORIGIN = 'http://localhost:4102'

describe('sign-in return path', () => {
  it.each(['/checkout', '/orders?payment=declined', '/product/abc#reviews', '/account'])(
    'keeps the same-origin path %s',
    (path) => {
      expect(safeReturnPath(path, ORIGIN)).toBe(path)
    },
  )

  it.each([
    'https://evil.example',
    '//evil.example',
    '//evil.example/checkout',
    '/\\evil.example',
    'javascript:alert(1)',
    ' /checkout',
    'checkout',
    '',
    'http://localhost:4102.evil.example/',
    '/\t/evil.example',
  ])('sends %j to /', (path) => {
    expect(safeReturnPath(path, ORIGIN)).toBe('/')
  })

  it('sends a missing target to /', () => {
    expect(safeReturnPath(undefined, ORIGIN)).toBe('/')
  })
})
