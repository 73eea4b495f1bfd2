// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { OrderNotPayableError, PaymentOutcomeUnknownError, submitPayment } from './submit-payment'
import { testApi } from '@/test/api'

const api = testApi()

type Call = [string, RequestInit]
const keyOf = ([, init]: Call) => (init.headers as Record<string, string>)['Idempotency-Key']
const ok = () =>
  vi.fn(
    async () =>
      new Response(JSON.stringify({ success: true, action: { type: 'qr', qr: 'upi://pay?pa=x@y' } }), { status: 200 }),
  )

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status })
/** A store whose GET /orders/o-1 has `status` and whose POST /payments answers with a QR. */
const storeWithOrder = (status: number) =>
  vi.fn(async (_url: string, init?: RequestInit) =>
    init?.method === 'POST'
      ? json(200, { success: true, action: { type: 'qr', qr: 'upi://pay?pa=x@y' } })
      : json(200, { id: 'o-1', status, items: [] }),
  )
const calls = (mock: ReturnType<typeof vi.fn>) => mock.mock.calls as unknown as Call[]
const methods = (mock: ReturnType<typeof vi.fn>) => calls(mock).map(([, init]) => init.method)
const posts = (mock: ReturnType<typeof vi.fn>) => calls(mock).filter(([, init]) => init.method === 'POST')

describe('submitPayment', () => {
  beforeEach(() => sessionStorage.clear())
  afterEach(() => vi.unstubAllGlobals())

  it('sends no Idempotency-Key to a store that does not list the capability', async () => {
    const fetchMock = ok()
    vi.stubGlobal('fetch', fetchMock)
    await submitPayment(api, 'o-1', { paymentMethod: 'upi_qr' })
    expect(keyOf(fetchMock.mock.calls[0] as unknown as Call)).toBeUndefined()
  })

  it('resends a payment whose answer was lost with the same key, after reading the order; a read answer ends the attempt', async () => {
    const lost = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))
    vi.stubGlobal('fetch', lost)
    await expect(submitPayment(api, 'o-1', { paymentMethod: 'upi_qr' }, { idempotent: true })).rejects.toMatchObject({
      kind: 'network',
    })
    const key = keyOf(lost.mock.calls[0] as unknown as Call)
    expect(key).toMatch(/^[0-9a-f-]{36}$/)
    const fetchMock = storeWithOrder(0)
    vi.stubGlobal('fetch', fetchMock)
    await submitPayment(api, 'o-1', { paymentMethod: 'upi_qr' }, { idempotent: true })
    expect(methods(fetchMock)).toEqual(['GET', 'POST'])
    expect(keyOf(posts(fetchMock)[0]!)).toBe(key)
    await submitPayment(api, 'o-1', { paymentMethod: 'upi_qr' }, { idempotent: true })
    expect(methods(fetchMock)).toEqual(['GET', 'POST', 'POST'])
    expect(keyOf(posts(fetchMock)[1]!)).not.toBe(key)
  })

  it.each([
    ['a store that lists idempotency but ignores the key (502 after committing)', true, () => json(502, {})],
    ['a plain store whose answer was lost', false, () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('%s: an order already paid is not paid again', async (_name, idempotent, answer) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer()),
    )
    await expect(submitPayment(api, 'o-1', { paymentMethod: 'upi_qr' }, { idempotent })).rejects.toBeDefined()
    const paid = storeWithOrder(1)
    vi.stubGlobal('fetch', paid)
    const error = await submitPayment(api, 'o-1', { paymentMethod: 'upi_qr' }, { idempotent }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(OrderNotPayableError)
    expect(error).toMatchObject({ status: 1 })
    expect(posts(paid)).toHaveLength(0)
  })

  it('sends nothing when the order cannot be read after a lost answer; sends once it reads as Pending', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, {})),
    )
    await expect(submitPayment(api, 'o-1', { paymentMethod: 'upi_qr' })).rejects.toMatchObject({ status: 500 })
    const broken = vi.fn(async (_u: string, init?: RequestInit) =>
      init?.method === 'POST' ? json(200, { success: true }) : json(503, {}),
    )
    vi.stubGlobal('fetch', broken)
    await expect(submitPayment(api, 'o-1', { paymentMethod: 'upi_qr' })).rejects.toBeInstanceOf(
      PaymentOutcomeUnknownError,
    )
    expect(posts(broken)).toHaveLength(0)
    const pending = storeWithOrder(0)
    vi.stubGlobal('fetch', pending)
    await expect(submitPayment(api, 'o-1', { paymentMethod: 'upi_qr' })).resolves.toMatchObject({ success: true })
    expect(methods(pending)).toEqual(['GET', 'POST'])
  })

  it('a refused payment (4xx) did nothing: the next one is sent without a look-up', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, { error: 'No' })),
    )
    await expect(submitPayment(api, 'o-1', { paymentMethod: 'upi_qr' })).rejects.toMatchObject({ status: 400 })
    const next = storeWithOrder(0)
    vi.stubGlobal('fetch', next)
    await submitPayment(api, 'o-1', { paymentMethod: 'upi_qr' })
    expect(methods(next)).toEqual(['POST'])
  })

  it('another payment (other values) gets its own key', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    await expect(submitPayment(api, 'o-1', { paymentMethod: 'upi_qr' }, { idempotent: true })).rejects.toBeDefined()
    const fetchMock = ok()
    vi.stubGlobal('fetch', fetchMock)
    await submitPayment(api, 'o-1', { paymentMethod: 'netbanking' }, { idempotent: true })
    await submitPayment(api, 'o-1', { paymentMethod: 'upi_qr' }, { idempotent: true })
    expect(keyOf(fetchMock.mock.calls[0] as unknown as Call)).not.toBe(
      keyOf(fetchMock.mock.calls[1] as unknown as Call),
    )
  })
})
