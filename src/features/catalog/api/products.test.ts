import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-error'
import { fetchProduct } from './products'
import { testApi } from '@/test/api'

const api = testApi()

const answer = (body: unknown) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    )

afterEach(() => vi.restoreAllMocks())

describe('fetchProduct', () => {
  it('maps the product asked for', async () => {
    answer({ id: 'p-1', title: 'Cable', regularPrice: 499 })
    await expect(fetchProduct(api, 'p-1')).resolves.toMatchObject({ id: 'p-1', name: 'Cable', price: 499 })
  })

  it('accepts a numeric id equal to the one asked for', async () => {
    answer({ id: 42, title: 'Remote', regularPrice: 299 })
    await expect(fetchProduct(api, '42')).resolves.toMatchObject({ id: '42' })
  })

  it('refuses an answer about another product (a wrong-shape answer once showed "Untitled product ₹0")', async () => {
    answer({ id: 42, title: null, regularPrice: 'free', images: 'none', attributes: {} })
    const error = await fetchProduct(api, 'p-men-cotton-kurta').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).kind).toBe('invalid')
  })
})
