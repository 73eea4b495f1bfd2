import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-error'
import { fetchOrders, orderKeys, productOverLimit, toOrderBody, trackOrder } from './orders'
import { testApi } from '@/test/api'

const api = testApi()

const address = {
  fullName: 'Asha',
  address: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  postalCode: '411001',
  phone: '+919876543210',
}
const reply = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }))

describe('orders API', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('keeps order keys under the user root', () => {
    expect(orderKeys.list()).toEqual(['user', 'orders', 'list'])
  })

  it('builds {products: {id: quantity}, shippingAddress}, summing lines of the same product', () => {
    const lines = [
      { id: 'p1', name: 'Kurta', price: 999, quantity: 1, selectedSize: 'M' },
      { id: 'p1', name: 'Kurta', price: 999, quantity: 2, selectedSize: 'L' },
      { id: 'p2', name: 'Cable', price: 199, quantity: 3 },
    ]
    expect(toOrderBody(lines, address)).toEqual({ products: { p1: 3, p2: 3 }, shippingAddress: address })
  })

  it('tracks by id and contactInfo, encoding both', async () => {
    const fetchMock = reply(200, { id: 'a/b', status: 1, items: [] })
    vi.stubGlobal('fetch', fetchMock)
    await expect(trackOrder(api, ' a/b ', ' a+b@example.com ')).resolves.toMatchObject({ id: 'a/b', status: 1 })
    const [url] = fetchMock.mock.calls[0] as unknown as [string]
    expect(url).toMatch(/\/orders\/a%2Fb\?contactInfo=a%2Bb%40example\.com$/)
  })

  it('treats an unusable tracking answer as not found', async () => {
    vi.stubGlobal('fetch', reply(200, { nope: true }))
    await expect(trackOrder(api, 'x', 'y')).rejects.toThrow('Order not found or access denied')
  })

  it('treats an answer about another order as not found (a wrong-shape answer once showed "Order #7")', async () => {
    vi.stubGlobal('fetch', reply(200, { id: 7, status: 'shipped', items: 'none' }))
    await expect(trackOrder(api, 'ORD-404', 'a@example.com')).rejects.toThrow('Order not found or access denied')
  })

  it('fails the list only when the answer is not a list', async () => {
    vi.stubGlobal('fetch', reply(200, { data: [{ id: 'o1' }, { bad: 1 }] }))
    await expect(fetchOrders(api)).resolves.toHaveLength(1)
    vi.stubGlobal('fetch', reply(200, { message: 'hi' }))
    await expect(fetchOrders(api)).rejects.toBeInstanceOf(ApiError)
  })
})

describe('productOverLimit (one quantity per product is sent)', () => {
  const line = (id: string, quantity: number, selectedSize?: string) => ({
    id,
    name: id,
    price: 1,
    quantity,
    selectedSize,
  })
  it('finds a product whose lines together pass 99, as 60 + 60 of two sizes', () => {
    expect(productOverLimit([line('a', 60, 'M'), line('b', 99), line('a', 60, 'L')])).toMatchObject({ id: 'a' })
  })
  it('passes lines that fit, 99 of a product across its sizes included', () => {
    expect(productOverLimit([line('a', 60, 'M'), line('a', 39, 'L'), line('b', 99)])).toBeUndefined()
  })
})
