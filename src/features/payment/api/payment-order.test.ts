import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchPaymentOrder } from './payment-order'

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
    await expect(fetchPaymentOrder('o-1')).resolves.toEqual({ id: 'o-1', status: 0, amount: 250.5 })
  })

  it('refuses an answer about another order (issue 8 wrong-shape fault)', async () => {
    vi.stubGlobal('fetch', reply({ id: 7, status: 'shipped', items: 'none' }))
    await expect(fetchPaymentOrder('o-1')).rejects.toMatchObject({ kind: 'invalid' })
  })
})
