import { describe, expect, it } from 'vitest'
import { API_BASE, currentApiBase, resolveApiBase, setServerApiBase } from './config'

describe("resolveApiBase (build-time base, localhost, or the site's api. sub-domain)", () => {
  it('uses port 8044 on localhost and 127.0.0.1', () => {
    expect(resolveApiBase({ protocol: 'http:', hostname: 'localhost', host: 'localhost:4173' })).toBe(
      'http://localhost:8044/api/v1',
    )
    expect(resolveApiBase({ protocol: 'http:', hostname: '127.0.0.1', host: '127.0.0.1:5173' })).toBe(
      'http://127.0.0.1:8044/api/v1',
    )
  })
  it('uses the api sub-domain of the current site elsewhere', () => {
    expect(resolveApiBase({ protocol: 'https:', hostname: 'shop.example.in', host: 'shop.example.in' })).toBe(
      'https://api.shop.example.in/api/v1',
    )
  })
  it('lets a build-time override win and drops its trailing slash', () => {
    expect(
      resolveApiBase(
        { protocol: 'https:', hostname: 'shop.example.in', host: 'shop.example.in' },
        'https://store.test/api/v1/',
      ),
    ).toBe('https://store.test/api/v1')
  })
})

describe('setServerApiBase in the browser', () => {
  it('changes nothing: the browser keeps its build-time rule', () => {
    setServerApiBase('https://elsewhere.test/api/v1')
    expect(currentApiBase()).toBe(API_BASE)
  })
})
