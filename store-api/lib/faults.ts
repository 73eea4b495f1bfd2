import type { Context, MiddlewareHandler } from 'hono'
import type { StatusCode } from 'hono/utils/http-status'
import type { AppEnv } from './env'

/**
 * The failure modes tests can switch on for a route (see routes/test-support.ts). 'drop' cuts the
 * connection before the route runs; 'commit-drop' lets the route run (an order is created) and
 * then cuts the connection in the middle of the answer, so the client never reads it.
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
}

export const API_PREFIX = '/api/v1'
const HUGE_STRING_LENGTH = 100_000
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
  return { data: 'nope', count: 'x' }
}

/** Pads every string in a JSON value to 100 KB (object keys stay as they are). */
export function padStrings(value: unknown): unknown {
  if (typeof value === 'string') return `${value} ${'W'.repeat(Math.max(0, HUGE_STRING_LENGTH - value.length - 1))}`
  if (Array.isArray(value)) return value.map(padStrings)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, padStrings(v)]))
  return value
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

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
      case 'commit-drop': {
        await next()
        const cut = await cutAfterHeaders(c)
        // Replace the route's answer (a middleware's return value is ignored once one is set).
        c.res = undefined
        c.res = cut
        return
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
