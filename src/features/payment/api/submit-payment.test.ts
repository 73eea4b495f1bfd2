// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { submitPayment } from './submit-payment'

type Call = [string, RequestInit]
const keyOf = ([, init]: Call) => (init.headers as Record<string, string>)['Idempotency-Key']
const ok = () =>
  vi.fn(
    async () =>
      new Response(JSON.stringify({ success: true, action: { type: 'qr', qr: 'upi://pay?pa=x@y' } }), { status: 200 }),
  )

describe('submitPayment', () => {
  beforeEach(() => sessionStorage.clear())
  afterEach(() => vi.unstubAllGlobals())

  it('sends no Idempotency-Key to a store that does not list the capability', async () => {
    const fetchMock = ok()
    vi.stubGlobal('fetch', fetchMock)
    await submitPayment('o-1', { paymentMethod: 'upi_qr' })
    expect(keyOf(fetchMock.mock.calls[0] as unknown as Call)).toBeUndefined()
  })

  it('resends a payment whose answer was lost with the same key; a read answer ends the attempt', async () => {
    const lost = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))
    vi.stubGlobal('fetch', lost)
    await expect(submitPayment('o-1', { paymentMethod: 'upi_qr' }, { idempotent: true })).rejects.toMatchObject({
      kind: 'network',
    })
    const key = keyOf(lost.mock.calls[0] as unknown as Call)
    expect(key).toMatch(/^[0-9a-f-]{36}$/)
    const fetchMock = ok()
    vi.stubGlobal('fetch', fetchMock)
    await submitPayment('o-1', { paymentMethod: 'upi_qr' }, { idempotent: true })
    expect(keyOf(fetchMock.mock.calls[0] as unknown as Call)).toBe(key)
    await submitPayment('o-1', { paymentMethod: 'upi_qr' }, { idempotent: true })
    expect(keyOf(fetchMock.mock.calls[1] as unknown as Call)).not.toBe(key)
  })

  it('another payment (other values) gets its own key', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    await expect(submitPayment('o-1', { paymentMethod: 'upi_qr' }, { idempotent: true })).rejects.toBeDefined()
    const fetchMock = ok()
    vi.stubGlobal('fetch', fetchMock)
    await submitPayment('o-1', { paymentMethod: 'netbanking' }, { idempotent: true })
    await submitPayment('o-1', { paymentMethod: 'upi_qr' }, { idempotent: true })
    expect(keyOf(fetchMock.mock.calls[0] as unknown as Call)).not.toBe(
      keyOf(fetchMock.mock.calls[1] as unknown as Call),
    )
  })
})
