// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { API_BASE, currentApiBase, setServerApiBase } from './config'
import { buildUrl } from './api-client'

// Node environment: Vitest builds this file as the server renderer is built (`import.meta.env.SSR`).
describe('setServerApiBase (a store API handed over with the request, as a Worker does)', () => {
  it('points every later request at the handed base, without its trailing slash', () => {
    expect(currentApiBase()).toBe(API_BASE)
    setServerApiBase('https://api.shop.example.in/api/v1/')
    expect(currentApiBase()).toBe('https://api.shop.example.in/api/v1')
    expect(buildUrl('/products', { page: 2 })).toBe('https://api.shop.example.in/api/v1/products?page=2')
  })
})
