import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-error'
import { createOrder, fetchOrders, orderKeys, toOrderBody, trackOrder } from './orders'

const address = { fullName: 'Asha', address: '12 MG Road', city: 'Pune', state: 'Maharashtra', postalCode: '411001', phone: '+919876543210' }
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

  it('POSTs the order and returns its id (bare or under data)', async () => {
    const fetchMock = reply(201, { id: 'new-1', status: 0 })
    vi.stubGlobal('fetch', fetchMock)
    await expect(createOrder([{ id: 'p2', name: 'Cable', price: 199, quantity: 1 }], address)).resolves.toBe('new-1')
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toMatch(/\/orders$/)
    expect(init.method).toBe('POST')
    vi.stubGlobal('fetch', reply(201, { data: { id: 42 } }))
    await expect(createOrder([{ id: 'p2', name: 'Cable', price: 199, quantity: 1 }], address)).resolves.toBe('42')
  })

  it('never places the same order twice when a request got no answer', async () => {
    sessionStorage.clear()
    const lines = [{ id: 'p2', name: 'Cable', price: 199, quantity: 2 }]
    // 1st attempt: no answer (the server may still have created it).
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))
    await expect(createOrder(lines, address)).rejects.toMatchObject({ kind: 'network' })
    // 2nd attempt: the order is found among the shopper's Pending orders; no second POST.
    const placed = { id: 'o-9', status: 0, createdAt: new Date().toISOString(), items: [{ id: 'i1', productId: 'p2', productTitle: 'Cable', quantity: 2, price: 199 }], shippingAddress: address }
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST' ? new Response(JSON.stringify({ id: 'dup' }), { status: 201 }) : new Response(JSON.stringify([placed]), { status: 200 }),
    )
    vi.stubGlobal('fetch', fetchMock)
    await expect(createOrder(lines, address)).resolves.toBe('o-9')
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0)
    // The marker is cleared: a later, deliberate order is placed normally.
    await expect(createOrder(lines, address)).resolves.toBe('dup')
  })

  it('places the order when the unanswered attempt never reached the server', async () => {
    sessionStorage.clear()
    const lines = [{ id: 'p2', name: 'Cable', price: 199, quantity: 1 }]
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))
    await expect(createOrder(lines, address)).rejects.toMatchObject({ kind: 'network' })
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST' ? new Response(JSON.stringify({ id: 'new-2' }), { status: 201 }) : new Response('[]', { status: 200 }),
    )
    vi.stubGlobal('fetch', fetchMock)
    await expect(createOrder(lines, address)).resolves.toBe('new-2')
  })

  it('fails when the created order has no id', async () => {
    vi.stubGlobal('fetch', reply(201, { ok: true }))
    await expect(createOrder([{ id: 'p2', name: 'C', price: 1, quantity: 1 }], address)).rejects.toBeInstanceOf(ApiError)
  })

  it('tracks by id and contactInfo, encoding both', async () => {
    const fetchMock = reply(200, { id: 'a/b', status: 1, items: [] })
    vi.stubGlobal('fetch', fetchMock)
    await expect(trackOrder(' a/b ', ' a+b@example.com ')).resolves.toMatchObject({ id: 'a/b', status: 1 })
    const [url] = fetchMock.mock.calls[0] as unknown as [string]
    expect(url).toMatch(/\/orders\/a%2Fb\?contactInfo=a%2Bb%40example\.com$/)
  })

  it('treats an unusable tracking answer as not found', async () => {
    vi.stubGlobal('fetch', reply(200, { nope: true }))
    await expect(trackOrder('x', 'y')).rejects.toThrow('Order not found or access denied')
  })

  it('treats an answer about another order as not found (issue 8 wrong-shape fault showed "Order #7")', async () => {
    vi.stubGlobal('fetch', reply(200, { id: 7, status: 'shipped', items: 'none' }))
    await expect(trackOrder('ORD-404', 'a@example.com')).rejects.toThrow('Order not found or access denied')
  })

  it('fails the list only when the answer is not a list', async () => {
    vi.stubGlobal('fetch', reply(200, { data: [{ id: 'o1' }, { bad: 1 }] }))
    await expect(fetchOrders()).resolves.toHaveLength(1)
    vi.stubGlobal('fetch', reply(200, { message: 'hi' }))
    await expect(fetchOrders()).rejects.toBeInstanceOf(ApiError)
  })
})
