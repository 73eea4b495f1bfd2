import { describe, expect, it } from 'vitest'
import { parseOrder, parseOrderList } from './order'
import { ASHA_ADDRESS } from '@/test/addresses'

const server = {
  id: 'ord-1',
  status: 2,
  createdAt: '2026-01-10T08:00:00Z',
  items: [
    { id: 'it-1', productId: 'p1', productTitle: 'HDMI Cable', quantity: 2, price: 499.5 },
    { id: 'it-2', productId: 'p2', productTitle: 'TV Mount', quantity: 1, price: 1299 },
  ],
  shippingAddress: { ...ASHA_ADDRESS },
  trackingNumber: 'TRK123',
  total: 1,
}

describe('order mapping (server order to the app model)', () => {
  it('maps the server order to the app model; total = Σ price × quantity', () => {
    expect(parseOrder(server)).toEqual({
      id: 'ord-1',
      status: 2,
      date: '2026-01-10T08:00:00Z',
      items: [
        { id: 'it-1', productId: 'p1', name: 'HDMI Cable', quantity: 2, price: 499.5 },
        { id: 'it-2', productId: 'p2', name: 'TV Mount', quantity: 1, price: 1299 },
      ],
      shipping: {
        fullName: 'Asha Rao',
        address: '12 MG Road, Bengaluru, Karnataka, 560001',
        postalCode: '560001',
        phone: '+919876543210',
        method: 'Standard Shipping',
        tracking: 'TRK123',
      },
      total: 2298,
    })
  })

  it('defaults status to 0, tracking to Not available, and survives a missing address', () => {
    const o = parseOrder({ id: 7, items: [] })
    expect(o).toMatchObject({ id: '7', status: 0, date: '', items: [], total: 0 })
    expect(o?.shipping).toEqual({
      fullName: '',
      address: '',
      postalCode: '',
      phone: '',
      method: 'Standard Shipping',
      tracking: 'Not available',
    })
  })

  it('keeps an unknown status value so the badge says Unknown', () => {
    expect(parseOrder({ ...server, status: 9 })?.status).toBe(9)
    expect(parseOrder({ ...server, status: 'weird' })?.status).toBeNaN()
    expect(parseOrder({ ...server, status: '3' })?.status).toBe(3)
  })

  it('drops lines without a usable quantity or price, not the order', () => {
    const o = parseOrder({
      ...server,
      items: [
        ...server.items,
        { productTitle: 'Bad', quantity: 'x', price: 10 },
        'junk',
        { productTitle: 'Neg', quantity: 1, price: -5 },
      ],
    })
    expect(o?.items.map((i) => i.name)).toEqual(['HDMI Cable', 'TV Mount'])
  })

  it('reads a single order under data', () => {
    expect(parseOrder({ data: server })?.id).toBe('ord-1')
    // An answer with its own id is the order, whatever it holds under data.
    expect(parseOrder({ ...server, data: { ...server, id: 'ord-2' } })?.id).toBe('ord-1')
  })

  it('reads a status sent as text of a whole number; other text is NaN (Unknown)', () => {
    expect(parseOrder({ ...server, status: ' 1 ' })?.status).toBe(1)
    expect(parseOrder({ ...server, status: '1.5' })?.status).toBeNaN()
    expect(parseOrder({ ...server, status: true })?.status).toBeNaN()
    expect(parseOrder({ ...server, status: null })?.status).toBe(0)
  })

  it.each([null, 'x', {}, { id: '' }, { id: null }, []])('rejects %j', (body) => {
    expect(parseOrder(body)).toBeUndefined()
  })
})

describe('GET /orders answer', () => {
  it('accepts a bare array or {data: [...]}', () => {
    expect(parseOrderList([server])?.map((o) => o.id)).toEqual(['ord-1'])
    expect(parseOrderList({ data: [server] })?.map((o) => o.id)).toEqual(['ord-1'])
    expect(parseOrderList({ orders: [server] })?.map((o) => o.id)).toEqual(['ord-1'])
  })

  it('drops malformed orders rather than failing all', () => {
    expect(parseOrderList([server, null, { nope: 1 }, { ...server, id: 'ord-2' }])?.map((o) => o.id)).toEqual([
      'ord-1',
      'ord-2',
    ])
  })

  it.each([null, 'x', { data: 'x' }, {}])('is undefined for a non-list: %j', (body) => {
    expect(parseOrderList(body)).toBeUndefined()
  })
})

describe('an order with a coupon (the coupons extension)', () => {
  const lines = [{ id: 'i', productId: 'p', productTitle: 'Cable', quantity: 2, price: 600 }]
  it("takes the store's discount off the total", () => {
    expect(parseOrder({ id: 'o', items: lines, discount: 120, total: 1080 })).toMatchObject({
      total: 1080,
      discount: 120,
    })
  })

  it('does not believe a discount above the subtotal, negative or not a number', () => {
    for (const discount of [1200.01, -120, 'lots', null]) {
      const order = parseOrder({ id: 'o', items: lines, discount })
      expect(order?.total).toBe(1200)
      expect(order?.discount).toBeUndefined()
    }
  })
})
