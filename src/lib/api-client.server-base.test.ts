// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildUrl } from './api-client'

// Node environment: Vitest builds this file as the server renderer is built (`import.meta.env.SSR`).
describe("the server renderer's store API", () => {
  afterEach(() => vi.unstubAllEnvs())

  it('is STORE_API_URL of the process, else the localhost rule', async () => {
    vi.resetModules()
    const { currentApiBase } = await import('./config')
    vi.stubEnv('STORE_API_URL', '')
    expect(currentApiBase()).toBe('http://localhost:8044/api/v1')
    vi.stubEnv('STORE_API_URL', 'http://10.0.0.5:8044/api/v1/')
    expect(currentApiBase()).toBe('http://10.0.0.5:8044/api/v1')
  })

  it('is the base handed over with the request (as a Worker does), over STORE_API_URL', async () => {
    vi.resetModules()
    const { currentApiBase, setServerApiBase } = await import('./config')
    vi.stubEnv('STORE_API_URL', 'http://10.0.0.5:8044/api/v1')
    setServerApiBase('https://api.shop.example.in/api/v1/')
    expect(currentApiBase()).toBe('https://api.shop.example.in/api/v1')
    const client = await import('./api-client')
    expect(client.buildUrl('/products', { page: 2 })).toBe('https://api.shop.example.in/api/v1/products?page=2')
    expect(typeof buildUrl).toBe('function')
  })
})
