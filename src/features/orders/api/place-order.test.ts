// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-error'
import { CHECKOUT_ATTEMPT_KEY } from '../checkout-draft'
import type { Order } from '@/domain/order'
import {
  createOrder,
  EarlierOrderPlacedError,
  matchesAttempt,
  OrderOutcomeUnknownError,
  refusalReason,
} from './place-order'
import { testApi } from '@/test/api'

const api = testApi()

const address = {
  fullName: 'Asha Rao',
  address: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  postalCode: '411001',
  phone: '+919876543210',
}
const lines = [{ id: 'p2', name: 'Cable', price: 199, quantity: 2 }]
const plain = { idempotent: false }
const keyed = { idempotent: true }

type Call = [string, RequestInit | undefined]
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status })
const posts = (mock: ReturnType<typeof vi.fn>) =>
  (mock.mock.calls as unknown as Call[]).filter(([, init]) => init?.method === 'POST')
const gets = (mock: ReturnType<typeof vi.fn>) =>
  (mock.mock.calls as unknown as Call[]).filter(([, init]) => init?.method === 'GET')
const keyOf = ([, init]: Call) => (init?.headers as Record<string, string>)['Idempotency-Key']
const offline = () => vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))

/** The order as the store lists it (GET /orders). */
const listed = (
  over: Partial<{ status: number; createdAt: string; quantity: number; shippingAddress: object }> = {},
) => ({
  id: 'o-9',
  status: over.status ?? 0,
  createdAt: over.createdAt ?? new Date().toISOString(),
  items: [{ id: 'i1', productId: 'p2', productTitle: 'Cable', quantity: over.quantity ?? 2, price: 199 }],
  shippingAddress: over.shippingAddress ?? address,
})

/** A store that answers GET /orders with `orders` (or `listStatus`) and POST /orders with `postAnswer`. */
const store = (orders: unknown[], postAnswer: () => Response = () => json(201, { id: 'new-1' }), listStatus = 200) =>
  vi.fn(async (_url: string, init?: RequestInit) => (init?.method === 'POST' ? postAnswer() : json(listStatus, orders)))

describe('createOrder', () => {
  beforeEach(() => sessionStorage.clear())
  afterEach(() => vi.unstubAllGlobals())

  it('POSTs the order and returns its id (bare or under data); a plain store gets no Idempotency-Key', async () => {
    const fetchMock = vi.fn(async () => json(201, { id: 'new-1', status: 0 }))
    vi.stubGlobal('fetch', fetchMock)
    await expect(createOrder(api, lines, address, plain)).resolves.toBe('new-1')
    const [call] = posts(fetchMock)
    expect(call![0]).toMatch(/\/orders$/)
    expect(Object.keys(call![1]!.headers as object).sort()).toEqual(['Accept', 'Content-Type'])
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(201, { data: { id: 42 } })),
    )
    await expect(createOrder(api, lines, address, plain)).resolves.toBe('42')
    expect(sessionStorage.getItem(CHECKOUT_ATTEMPT_KEY)).toBeNull()
  })

  it('sends couponCode only when a coupon is applied', async () => {
    const fetchMock = vi.fn(async () => json(201, { id: 'new-1' }))
    vi.stubGlobal('fetch', fetchMock)
    await createOrder(api, lines, address, { ...plain, couponCode: 'WELCOME10' })
    await createOrder(api, lines, address, plain)
    const bodies = posts(fetchMock).map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>)
    expect(bodies.map((b) => b.couponCode)).toEqual(['WELCOME10', undefined])
    expect(Object.keys(bodies[1]!).sort()).toEqual(['products', 'shippingAddress'])
  })

  it('sends one key per attempt to a store that takes keys: looks up, then the same key on a retry, a new one after an answer', async () => {
    const first = offline()
    vi.stubGlobal('fetch', first)
    await expect(createOrder(api, lines, address, keyed)).rejects.toMatchObject({ kind: 'network' })
    const retry = store([])
    vi.stubGlobal('fetch', retry)
    await expect(createOrder(api, lines, address, keyed)).resolves.toBe('new-1')
    // The key is a second guard: the order list is read first even though the store takes keys.
    expect(gets(retry)).toHaveLength(1)
    const key = keyOf(posts(first)[0]!)
    expect(key).toMatch(/^[0-9a-f-]{36}$/)
    expect(keyOf(posts(retry)[0]!)).toBe(key)
    await createOrder(api, lines, address, keyed)
    expect(keyOf(posts(retry)[1]!)).not.toBe(key)
    expect(gets(retry)).toHaveLength(1)
  })

  it.each([
    ['502', () => json(502, { error: 'Bad gateway' })],
    ['500', () => json(500, { error: 'Internal Server Error' })],
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])(
    'a store that lists idempotency but ignores the key and commits before %s: the retry finds the order, no second POST',
    async (_name, answer) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => answer()),
      )
      await expect(createOrder(api, lines, address, keyed)).rejects.toBeInstanceOf(ApiError)
      const retry = store([listed()])
      vi.stubGlobal('fetch', retry)
      await expect(createOrder(api, lines, address, keyed)).resolves.toBe('o-9')
      expect(posts(retry)).toHaveLength(0)
    },
  )

  it('an edited address or quantity after a lost answer still looks up: the earlier order is named, nothing is sent', async () => {
    for (const [editedLines, editedAddress] of [
      [lines, { ...address, city: 'Mumbai' }],
      [[{ ...lines[0]!, quantity: 3 }], address],
    ] as const) {
      sessionStorage.clear()
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => json(502, {})),
      )
      await expect(createOrder(api, lines, address, keyed)).rejects.toBeInstanceOf(ApiError)
      const retry = store([listed()])
      vi.stubGlobal('fetch', retry)
      const error = await createOrder(api, editedLines, editedAddress, keyed).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(EarlierOrderPlacedError)
      expect(error).toMatchObject({ orderId: 'o-9', products: { p2: 2 }, message: 'Your order o-9 was placed' })
      expect(posts(retry)).toHaveLength(0)
      // Told once: a deliberate new order after that is placed.
      await expect(createOrder(api, editedLines, editedAddress, keyed)).resolves.toBe('new-1')
    }
  })

  it('an edited form after a lost answer that created nothing places the new order with a new key', async () => {
    const first = vi.fn(async () => json(502, {}))
    vi.stubGlobal('fetch', first)
    await expect(createOrder(api, lines, address, keyed)).rejects.toBeInstanceOf(ApiError)
    const retry = store([])
    vi.stubGlobal('fetch', retry)
    await expect(createOrder(api, lines, { ...address, city: 'Mumbai' }, keyed)).resolves.toBe('new-1')
    expect(gets(retry)).toHaveLength(1)
    expect(keyOf(posts(retry)[0]!)).not.toBe(keyOf(posts(first)[0]!))
  })

  it('a changed cart or address is a new attempt with a new key', async () => {
    const first = offline()
    vi.stubGlobal('fetch', first)
    await expect(createOrder(api, lines, address, keyed)).rejects.toBeInstanceOf(ApiError)
    const next = store([])
    vi.stubGlobal('fetch', next)
    await createOrder(api, lines, { ...address, city: 'Mumbai' }, keyed)
    expect(keyOf(posts(next)[0]!)).not.toBe(keyOf(posts(first)[0]!))
  })

  it('without keys: finds the order a lost answer created instead of placing it again', async () => {
    vi.stubGlobal('fetch', offline())
    await expect(createOrder(api, lines, address, plain)).rejects.toMatchObject({ kind: 'network' })
    const retry = store([listed()])
    vi.stubGlobal('fetch', retry)
    await expect(createOrder(api, lines, address, plain)).resolves.toBe('o-9')
    expect(posts(retry)).toHaveLength(0)
    // The attempt is settled: a later, deliberate order is placed normally.
    await expect(createOrder(api, lines, address, plain)).resolves.toBe('new-1')
  })

  it('without keys: places the order when the unanswered attempt never reached the store', async () => {
    vi.stubGlobal('fetch', offline())
    await expect(createOrder(api, lines, address, plain)).rejects.toBeInstanceOf(ApiError)
    vi.stubGlobal('fetch', store([]))
    await expect(createOrder(api, lines, address, plain)).resolves.toBe('new-1')
  })

  it.each([
    ['a 2xx with an unreadable body', () => new Response('{"id": ', { status: 201 })],
    ['a 2xx without an id', () => json(201, { ok: true })],
    ['500', () => json(500, { error: 'Internal Server Error' })],
    ['502', () => json(502, { error: 'Bad gateway' })],
    ['503', () => json(503, {})],
    ['504', () => json(504, {})],
  ])('treats %s as "outcome unknown": the retry looks the order up first', async (_name, answer) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer()),
    )
    await expect(createOrder(api, lines, address, plain)).rejects.toBeInstanceOf(ApiError)
    const retry = store([listed()])
    vi.stubGlobal('fetch', retry)
    await expect(createOrder(api, lines, address, plain)).resolves.toBe('o-9')
    expect(posts(retry)).toHaveLength(0)
  })

  it.each([
    ['a refusal (400)', () => json(400, { error: 'Product not found: p2' })],
    ['a 422', () => json(422, { error: 'Out of stock' })],
  ])('after %s the order was not created: the retry posts without a look-up', async (_name, answer) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer()),
    )
    await expect(createOrder(api, lines, address, plain)).rejects.toMatchObject({ kind: 'http' })
    const retry = store([listed()])
    vi.stubGlobal('fetch', retry)
    await expect(createOrder(api, lines, address, plain)).resolves.toBe('new-1')
    expect(gets(retry)).toHaveLength(0)
  })

  it('never posts blindly: when the order list cannot be read it says the outcome is unknown and sends nothing', async () => {
    vi.stubGlobal('fetch', offline())
    await expect(createOrder(api, lines, address, plain)).rejects.toBeInstanceOf(ApiError)
    for (const broken of [
      store([], undefined, 500),
      vi.fn(async (_u: string, init?: RequestInit) =>
        init?.method === 'POST' ? json(201, { id: 'x' }) : new Response('{"data": [', { status: 200 }),
      ),
    ]) {
      vi.stubGlobal('fetch', broken)
      await expect(createOrder(api, lines, address, plain)).rejects.toBeInstanceOf(OrderOutcomeUnknownError)
      expect(posts(broken)).toHaveLength(0)
    }
    // Once the list reads again, the check runs and the order is placed.
    vi.stubGlobal('fetch', store([]))
    await expect(createOrder(api, lines, address, plain)).resolves.toBe('new-1')
  })

  it('keeps the attempt across a reload while the request is in flight', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    )
    void createOrder(api, lines, address, keyed)
    await vi.waitFor(() => expect(sessionStorage.getItem(CHECKOUT_ATTEMPT_KEY)).not.toBeNull())
    const saved = JSON.parse(sessionStorage.getItem(CHECKOUT_ATTEMPT_KEY)!)
    expect(saved).toMatchObject({ products: { p2: 2 }, shippingAddress: address })
  })
})

describe('matchesAttempt', () => {
  const startedAt = Date.parse('2026-05-01T10:00:00Z')
  const attempt = { products: { p2: 2 }, shippingAddress: address, startedAt }
  const order = (over: Parameters<typeof listed>[0] = {}): Order => {
    const o = listed({ createdAt: '2026-05-01T10:00:03Z', ...over })
    return {
      id: o.id,
      status: o.status,
      date: o.createdAt,
      items: o.items.map((i) => ({
        id: i.id,
        productId: i.productId,
        name: i.productTitle,
        quantity: i.quantity,
        price: i.price,
      })),
      shipping: {
        fullName: 'Asha  Rao',
        address: '12 MG Road, Pune, Maharashtra, 411001',
        phone: '+91 98765 43210',
        method: 'Standard Shipping',
        tracking: 'Not available',
      },
      total: 398,
    }
  }

  it('matches the same products, quantities and address (case and spacing aside) dated after the attempt', () => {
    expect(matchesAttempt(order(), attempt, 0)).toBe(true)
  })

  it('needs the same quantities, address and a Pending status', () => {
    for (const offset of [0, undefined]) {
      expect(matchesAttempt(order({ quantity: 3 }), attempt, offset)).toBe(false)
      expect(
        matchesAttempt(
          { ...order(), shipping: { ...order().shipping, address: '14 MG Road, Pune, Maharashtra, 411001' } },
          attempt,
          offset,
        ),
      ).toBe(false)
      expect(
        matchesAttempt({ ...order(), shipping: { ...order().shipping, phone: '+919999999999' } }, attempt, offset),
      ).toBe(false)
      expect(matchesAttempt(order({ status: 1 }), attempt, offset)).toBe(false)
    }
  })

  it("on the store's clock: a readable date no older than the attempt (2 minutes of margin)", () => {
    expect(matchesAttempt(order({ createdAt: '' }), attempt, 0)).toBe(false)
    expect(matchesAttempt(order({ createdAt: 'yesterday' }), attempt, 0)).toBe(false)
    expect(matchesAttempt(order({ createdAt: '2026-05-01T09:00:00Z' }), attempt, 0)).toBe(false)
    expect(matchesAttempt(order({ createdAt: '2026-05-01T09:58:30Z' }), attempt, 0)).toBe(true)
  })

  it("does not trust the phone's clock: an hour fast still finds the order, an hour slow takes no older one", () => {
    const hour = 60 * 60_000
    // Fast: the phone said 11:00 for the store's 10:00 (the store's clock is an hour behind it).
    expect(matchesAttempt(order(), { ...attempt, startedAt: startedAt + hour }, -hour)).toBe(true)
    // Slow: the phone said 09:00; an identical order of 09:30 on the store's clock predates the attempt.
    const slow = { ...attempt, startedAt: startedAt - hour }
    expect(matchesAttempt(order({ createdAt: '2026-05-01T09:30:00Z' }), slow, hour)).toBe(false)
    expect(matchesAttempt(order(), slow, hour)).toBe(true)
  })

  it("with the store's clock unknown, any date goes (never a second order)", () => {
    expect(matchesAttempt(order({ createdAt: '2026-05-01T09:00:00Z' }), attempt, undefined)).toBe(true)
    expect(matchesAttempt(order({ createdAt: '' }), attempt, undefined)).toBe(true)
  })
})

describe('refusalReason', () => {
  it("gives the store's own reason for a 4xx refusal", () => {
    expect(refusalReason(new ApiError('http', 'x', 400, 'Quantities must be whole numbers from 1 to 99'), false)).toBe(
      'Quantities must be whole numbers from 1 to 99',
    )
    expect(refusalReason(new ApiError('http', 'x', 409, 'Out of stock'), false)).toBe('Out of stock')
  })

  it('gives none for a 401, a 5xx, a key still in use, no reason or no answer', () => {
    expect(refusalReason(new ApiError('http', 'x', 401, 'Unauthorized'), false)).toBeUndefined()
    expect(refusalReason(new ApiError('http', 'x', 500, 'Internal Server Error'), false)).toBeUndefined()
    expect(
      refusalReason(
        new ApiError('http', 'x', 409, 'A request with this Idempotency-Key is still being processed'),
        true,
      ),
    ).toBeUndefined()
    expect(refusalReason(new ApiError('http', 'x', 400), false)).toBeUndefined()
    expect(refusalReason(new ApiError('network', 'x'), false)).toBeUndefined()
  })
})
