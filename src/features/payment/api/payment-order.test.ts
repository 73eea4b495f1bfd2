import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchPaymentOrder } from './payment-order'
import { testApi } from '@/test/api'

const api = testApi()

const reply = (body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }))

afterEach(() => vi.unstubAllGlobals())

describe('fetchPaymentOrder', () => {
  it('maps the order asked for, amount = Σ price × quantity (₹)', async () => {
    vi.stubGlobal(
      'fetch',
      reply({
        id: 'o-1',
        status: 0,
        items: [
          { price: 100, quantity: 2 },
          { price: 50.5, quantity: 1 },
        ],
      }),
    )
    await expect(fetchPaymentOrder(api, 'o-1')).resolves.toEqual({ id: 'o-1', status: 0, amount: 250.5 })
  })

  it('refuses an answer about another order (a wrong-shape answer)', async () => {
    vi.stubGlobal('fetch', reply({ id: 7, status: 'shipped', items: 'none' }))
    await expect(fetchPaymentOrder(api, 'o-1')).rejects.toMatchObject({ kind: 'invalid' })
  })

  it('reads the order under data, and takes an answer without an id as the order asked for', async () => {
    vi.stubGlobal('fetch', reply({ data: { id: 'o-1', status: 1, items: [{ price: 10, quantity: 3 }] } }))
    await expect(fetchPaymentOrder(api, 'o-1')).resolves.toEqual({ id: 'o-1', status: 1, amount: 30 })
    vi.stubGlobal('fetch', reply({ status: 4 }))
    await expect(fetchPaymentOrder(api, 'o-1')).resolves.toMatchObject({ id: 'o-1', status: 4 })
  })

  it("counts a status it cannot read as Pending; without usable lines the amount is the store's total", async () => {
    vi.stubGlobal('fetch', reply({ id: 'o-1', status: 'weird', total: '99.5', items: [{ price: 'x', quantity: 1 }] }))
    await expect(fetchPaymentOrder(api, 'o-1')).resolves.toEqual({ id: 'o-1', status: 0, amount: 99.5 })
  })
})
