import type { Context, MiddlewareHandler } from 'hono'
import type { StatusCode } from 'hono/utils/http-status'
import type { AppEnv } from './env'

/**
 * The failure modes tests can switch on for a route (see routes/test-support.ts). 'drop' cuts the
 * connection before the route runs; 'commit-drop' lets the route run (an order is created) and
 * then cuts the connection in the middle of the answer, so the client never reads it.
 * 'ignore-key-502' and 'ignore-key-drop' play a store that lists `idempotency` but ignores the
 * `Idempotency-Key`: the route runs as if no key had been sent (a repeat runs again), commits, and
 * then answers 502 or cuts the connection like 'commit-drop'.
 * 'giant' answers a 50 MB product list and 'endless' one that never ends (256 KB every 2 ms),
 * both streamed as they are read (this server's memory stays flat) and without a Content-Length.
 */
export const FAULT_MODES = [
  '500',
  'malformed',
  'wrong-shape',
  'null',
  'huge',
  'delay',
  'drop',
  'commit-drop',
  'ignore-key-502',
  'ignore-key-drop',
  'giant',
  'endless',
  '401',
] as const
export type FaultMode = (typeof FAULT_MODES)[number]

/** One active fault: a path prefix under /api/v1 (or '*'), optionally limited to one method. */
export interface Fault {
  route: string
  mode: FaultMode
  method?: string
  /** For 'delay': how long to wait, default 10 s. */
  ms?: number
  /** For 'giant' and 'endless': the bytes streamed so far (clients' reads, plus what sat in buffers). */
  sent?: number
}

export const API_PREFIX = '/api/v1'
const HUGE_STRING_LENGTH = 20_000
const DEFAULT_DELAY_MS = 10_000

/** Active faults, keyed by method and route; the most specific prefix wins. */
export class FaultRegistry {
  readonly #faults = new Map<string, Fault>()

  set(fault: Fault): void {
    this.#faults.set(`${fault.method ?? '*'} ${fault.route}`, fault)
  }

  clear(): void {
    this.#faults.clear()
  }

  list(): Fault[] {
    return [...this.#faults.values()]
  }

  /** The fault for a request path relative to /api/v1; the test-support routes are never faulted. */
  match(method: string, path: string): Fault | undefined {
    if (path.startsWith('/__')) return undefined
    return this.list()
      .filter((f) => (!f.method || f.method === method) && (f.route === '*' || path.startsWith(f.route)))
      .sort((a, b) => specificity(b) - specificity(a))[0]
  }
}

const specificity = (f: Fault) => (f.route === '*' ? 0 : f.route.length * 2) + (f.method ? 1 : 0)

/** A structurally wrong body that still parses as JSON, shaped after the route it replaces. */
export function wrongShapeBody(path: string): unknown {
  if (path.startsWith('/products/'))
    return { id: 42, title: null, regularPrice: 'free', images: 'none', attributes: {} }
  if (path.startsWith('/products')) return { data: 'nope', count: 'x' }
  if (path.startsWith('/storeInfo')) return { storeName: 42, categories: 'nope', policies: [] }
  if (path.startsWith('/orders/')) return { id: 7, status: 'shipped', items: 'none' }
  if (path.startsWith('/orders')) return { orders: 'nope' }
  if (path.startsWith('/accountInfo')) return { data: 'nope' }
  if (path.startsWith('/payments/fields')) return { fields: 'nope' }
  if (path.startsWith('/payments')) return { success: 'yes', action: 'nope' }
  if (path.startsWith('/users/authorize')) return { token: 12345 }
  if (path.startsWith('/serviceability')) return { pincode: 560001, deliverable: 'yes', estimatedDays: 'soon' }
  return { data: 'nope', count: 'x' }
}

/**
 * Pads every string in a JSON value to 20 KB (object keys stay as they are): far over every field
 * limit the app has and wider than any screen, while a listing page stays about 4 MB, which a busy
 * machine still loads well within a page check's time (at 100 KB: 22 MB, twice per listing).
 */
export function padStrings(value: unknown): unknown {
  if (typeof value === 'string') return `${value} ${'W'.repeat(Math.max(0, HUGE_STRING_LENGTH - value.length - 1))}`
  if (Array.isArray(value)) return value.map(padStrings)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, padStrings(v)]))
  return value
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Size of the 'giant' answer: 50 MB. */
const GIANT_BYTES = 50 * 1024 * 1024
/** An 'endless' answer stops by itself after this long (ms), should no client ever hang up. */
const ENDLESS_LIMIT_MS = 5 * 60_000

/**
 * A `{data: [...], count}` product list produced as it is read, in 256 KB chunks of products as fast
 * as the client takes them: `bytes` of products and then its end, or (with `everyMs`) a chunk every
 * `everyMs` ms with no end. A client that stops reading cancels it. Every chunk handed out is
 * `count`ed.
 */
function streamedList({
  bytes = Infinity,
  everyMs = 0,
  count,
}: {
  bytes?: number
  everyMs?: number
  /** Told the size of each chunk handed out. */
  count: (bytes: number) => void
}): Response {
  const encoder = new TextEncoder()
  const product = (i: number) =>
    JSON.stringify({
      id: `p-stream-${i}`,
      title: `Streamed product ${i}`,
      description: 'A product of an answer too big to read. '.repeat(50),
      category: 'Audio',
      regularPrice: 999,
      images: [],
      attributes: [],
    })
  // One chunk of products, built once and sent again and again (ids repeat: nobody reads that far).
  const chunk = encoder.encode(
    Array.from({ length: 110 }, (_, i) => product(i))
      .join(',')
      .concat(','),
  )
  let sent = 0
  const started = Date.now()
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode('{"data":['))
    },
    async pull(controller) {
      if (everyMs) {
        await sleep(everyMs)
        if (Date.now() - started > ENDLESS_LIMIT_MS) return controller.close()
      } else if (sent >= bytes) {
        controller.enqueue(encoder.encode('{"id":"p-stream-end","title":"End","regularPrice":1}],"count":1}'))
        return controller.close()
      }
      sent += chunk.byteLength
      count(chunk.byteLength)
      controller.enqueue(chunk)
    },
  })
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } })
}

/**
 * Over a socket: cuts the connection with no response. Under app.request() there is no socket;
 * 444 (nginx's "closed without response") stands in for the cut.
 */
function cutConnection(c: Context<AppEnv>): Response {
  const socket = c.env?.incoming?.socket
  if (!socket) return c.body(null, 444 as StatusCode)
  socket.destroy()
  return c.body(null, 204)
}

/**
 * Sends the route's status line and headers and the first byte of a body announced as 1 MB
 * straight to the socket, then cuts the connection: the request has done its work, the client
 * never reads the answer. Cutting before any header was sent would not do: a browser that sent the
 * request on a reused keep-alive connection takes such a cut for the server closing an idle
 * connection and sends the same POST again by itself (Chromium does), which would run the route a
 * second time behind the app's back. Under app.request() it answers 444 like 'drop'.
 */
async function cutAfterHeaders(c: Context<AppEnv>): Promise<Response> {
  const socket = c.env?.incoming?.socket
  if (!socket) return c.body(null, 444 as StatusCode)
  const head = [`HTTP/1.1 ${c.res.status} Cut`]
  c.res.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'transfer-encoding' && name !== 'connection')
      head.push(`${name}: ${value}`)
  })
  head.push('Content-Length: 1000000', '', '{')
  await new Promise<void>((resolve) => socket.write(head.join('\r\n'), () => resolve()))
  socket.destroy()
  return c.body(null, 204)
}

/** Applies the matching fault, if any, to a request under /api/v1. */
export function faultMiddleware(registry: FaultRegistry): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const path = c.req.path.startsWith(API_PREFIX) ? c.req.path.slice(API_PREFIX.length) || '/' : c.req.path
    const fault = registry.match(c.req.method, path)
    if (!fault) return next()
    switch (fault.mode) {
      case '500':
        return c.json({ error: 'Internal Server Error' }, 500)
      case '401':
        return c.json({ error: 'Unauthorized' }, 401)
      case 'malformed':
        return c.body('{"data": [', 200, { 'Content-Type': 'application/json' })
      case 'null':
        return c.body('null', 200, { 'Content-Type': 'application/json' })
      case 'wrong-shape':
        return c.json(wrongShapeBody(path) as object, 200)
      case 'delay':
        await sleep(fault.ms ?? DEFAULT_DELAY_MS)
        return next()
      case 'drop':
        return cutConnection(c)
      case 'ignore-key-502': {
        c.set('ignoreIdempotencyKey', true)
        await next()
        // A readable 502: the route's CORS headers stay on the answer that replaces it.
        const cors = [...c.res.headers].filter(([name]) => name.toLowerCase().startsWith('access-control-'))
        c.res = undefined
        c.res = c.json({ error: 'Bad Gateway' }, 502)
        for (const [name, value] of cors) c.res.headers.set(name, value)
        return
      }
      case 'ignore-key-drop':
      case 'commit-drop': {
        if (fault.mode === 'ignore-key-drop') c.set('ignoreIdempotencyKey', true)
        await next()
        const cut = await cutAfterHeaders(c)
        // Replace the route's answer (a middleware's return value is ignored once one is set).
        c.res = undefined
        c.res = cut
        return
      }
      case 'giant':
      case 'endless': {
        const count = (n: number) => (fault.sent = (fault.sent ?? 0) + n)
        return streamedList(fault.mode === 'giant' ? { bytes: GIANT_BYTES, count } : { everyMs: 2, count })
      }
      case 'huge': {
        await next()
        if (!c.res.headers.get('Content-Type')?.includes('application/json')) return
        const body = padStrings(await c.res.json())
        c.res = new Response(JSON.stringify(body), {
          status: c.res.status,
          headers: { 'Content-Type': 'application/json' },
        })
        c.res.headers.delete('Content-Length')
        return
      }
    }
  }
}
