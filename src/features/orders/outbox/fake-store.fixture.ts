/*
 * A store API as a fetch, for tests of the real sender: it keeps each shopper's orders, takes
 * Idempotency-Keys, has a clock of its own, and fails on demand (commits then fails, drops,
 * refuses, says busy), pausing a request or changing the device's shopper in the middle of one.
 */

/** What the next POST /orders does instead of answering 201. */
export type PostFault = 'commit-502' | 'commit-drop' | 'drop' | { status: number; error?: string; retryAfter?: string }

export interface FakeStoreOptions {
  base: string
  /** Bearer token → the shopper's e-mail. */
  shoppers: Record<string, string>
  /** The store's clock (ms). */
  clock: () => number
  /** Whether answers show the store's `Date` (a store that exposes it to the browser). */
  showsDate?: boolean
  capabilities?: string[]
}

export interface FakeCall {
  method: string
  path: string
  token: string | undefined
  key: string | undefined
  body: unknown
}

export interface StoredOrder {
  id: string
  owner: string
  status: number
  createdAt: string
  items: { id: string; productId: string; productTitle: string; quantity: number; price: number }[]
  shippingAddress: unknown
}

/** Builds the fake store; install its `fetch` with vi.stubGlobal. */
export function fakeStore({
  base,
  shoppers,
  clock,
  showsDate = true,
  capabilities = ['idempotency'],
}: FakeStoreOptions) {
  const orders: StoredOrder[] = []
  const keys = new Map<string, StoredOrder>()
  const postFaults: PostFault[] = []
  const calls: FakeCall[] = []
  let seq = 0
  /** Runs inside a request (after it is counted, before it is answered): pauses, shopper changes. */
  const during: { [k: string]: ((call: FakeCall) => Promise<void> | void) | undefined } = {}

  const answer = (body: unknown, status = 200, extra: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), {
      status,
      headers: {
        'Content-Type': 'application/json',
        ...(showsDate ? { Date: new Date(clock()).toUTCString() } : {}),
        ...extra,
      },
    })

  const create = (owner: string, body: { products: Record<string, number>; shippingAddress: unknown }) => {
    const order: StoredOrder = {
      id: `ORD-${++seq}`,
      owner,
      status: 0,
      createdAt: new Date(clock()).toISOString(),
      items: Object.entries(body.products).map(([productId, quantity], i) => ({
        id: `line-${seq}-${i}`,
        productId,
        productTitle: productId,
        quantity,
        price: 100,
      })),
      shippingAddress: body.shippingAddress,
    }
    orders.push(order)
    return order
  }

  const fetch = async (input: string | URL, init: RequestInit = {}): Promise<Response> => {
    const method = init.method ?? 'GET'
    const headers = (init.headers ?? {}) as Record<string, string>
    const path = String(input).replace(base, '').split('?')[0]!
    const token = headers.Authorization?.replace(/^Bearer /, '')
    const call: FakeCall = {
      method,
      path,
      token,
      key: headers['Idempotency-Key'],
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    }
    calls.push(call)
    await during[`${method} ${path}`]?.(call)
    if (path === '/storeInfo') return answer({ storeName: 'Shop', capabilities })
    const owner = token ? shoppers[token] : undefined
    if (!owner) return answer({ error: 'Unauthorized' }, 401)
    if (path === '/accountInfo') return answer({ email: owner })
    if (path === '/orders' && method === 'GET') return answer(orders.filter((o) => o.owner === owner))
    if (path === '/orders' && method === 'POST') {
      const fault = postFaults.shift()
      if (fault === 'drop') throw new TypeError('Failed to fetch')
      if (typeof fault === 'object')
        return answer(
          { error: fault.error ?? 'Busy' },
          fault.status,
          fault.retryAfter ? { 'Retry-After': fault.retryAfter } : {},
        )
      const kept = call.key && capabilities.includes('idempotency') ? keys.get(`${owner} ${call.key}`) : undefined
      const order = kept ?? create(owner, call.body as { products: Record<string, number>; shippingAddress: unknown })
      if (call.key) keys.set(`${owner} ${call.key}`, order)
      if (fault === 'commit-drop') throw new TypeError('Failed to fetch')
      if (fault === 'commit-502') return answer({ error: 'Bad gateway' }, 502)
      return answer({ id: order.id }, 201)
    }
    return answer({ error: 'Not found' }, 404)
  }

  return {
    fetch,
    orders,
    calls,
    posts: () => calls.filter((c) => c.method === 'POST' && c.path === '/orders'),
    /** The orders of the shopper with this e-mail. */
    ordersOf: (email: string) => orders.filter((o) => o.owner === email),
    /** Queues what the next POSTs /orders do, one fault each. */
    failPosts: (...faults: PostFault[]) => void postFaults.push(...faults),
    /** Runs `hook` inside every `METHOD /path` request from now on (undefined removes it). */
    during: (route: string, hook: ((call: FakeCall) => Promise<void> | void) | undefined) =>
      void (during[route] = hook),
    /** An order the shopper placed earlier, created `ago` ms before the store's now. */
    placedBefore: (
      owner: string,
      body: { products: Record<string, number>; shippingAddress: unknown },
      ago: number,
    ) => {
      const order = create(owner, body)
      order.createdAt = new Date(clock() - ago).toISOString()
      return order
    },
  }
}

/** Web Locks as one tab and the worker share it: one holder of a name at a time, in request order. */
export function fakeLocks() {
  const tails = new Map<string, Promise<unknown>>()
  return {
    request: <T>(name: string, run: () => Promise<T>): Promise<T> => {
      const next = (tails.get(name) ?? Promise.resolve()).then(run)
      tails.set(
        name,
        next.catch(() => undefined),
      )
      return next
    },
  }
}
