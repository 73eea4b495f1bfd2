// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApp, startServer, type RunningServer } from '../app'
import { DEMO_ORDER_IDS } from '../seed/demo-shopper'
import { HOSTILE_CATEGORIES, HOSTILE_PRODUCT_IDS, LONG_STRING, XSS_IMG, XSS_SCRIPT } from '../seed/hostile'
import { API, harness, type Json, type TestApp } from './test-app'

// One real server (socket + in-memory PGlite, seeded on start); most tests call its app directly.
let server: RunningServer
let t: TestApp
beforeAll(async () => {
  server = await startServer({ port: 0, faults: true })
  t = harness(server.app, server.db)
}, 60_000)
beforeEach(async () => {
  await t.call('DELETE', '/__faults')
})
afterAll(() => server.close())

const fault = (route: string, mode: string, extra: object = {}) =>
  t.call('POST', '/__faults', { body: { route, mode, ...extra } })

describe('fault injection', () => {
  it('500: a generic JSON error', async () => {
    await fault('/products', '500')
    const res = await t.call('GET', '/products')
    expect(res.status).toBe(500)
    expect(res.body).toEqual({ error: 'Internal Server Error' })
    expect((await t.call('GET', '/storeInfo')).status).toBe(200)
  })

  it('malformed: truncated JSON with a JSON content type', async () => {
    await fault('/storeInfo', 'malformed')
    const res = await t.call('GET', '/storeInfo')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toMatch(/application\/json/)
    expect(res.text).toBe('{"data": [')
  })

  it('wrong-shape: valid JSON of the wrong structure', async () => {
    await fault('/products', 'wrong-shape')
    expect((await t.call('GET', '/products')).body).toEqual({ data: 'nope', count: 'x' })
    expect((await t.call('GET', '/products/p-hdmi-cable-2m')).body).toMatchObject({ id: 42, title: null })
  })

  it('null: a JSON null body', async () => {
    await fault('/payments/fields', 'null')
    const res = await t.call('GET', '/payments/fields')
    expect(res.status).toBe(200)
    expect(res.text).toBe('null')
  })

  it('huge: the normal shape with 20 KB strings', async () => {
    await fault('/products', 'huge')
    const res = await t.call('GET', '/products?limit=2')
    expect(res.status).toBe(200)
    expect(res.body.count).toBeGreaterThan(80)
    expect(res.body.data).toHaveLength(2)
    expect(res.body.data[0].title.length).toBe(20_000)
    expect(res.body.data[0].attributes[0].value[0].length).toBe(20_000)
  })

  it('401: Unauthorized, even for public routes', async () => {
    await fault('/storeInfo', '401')
    expect(await t.call('GET', '/storeInfo')).toMatchObject({ status: 401, body: { error: 'Unauthorized' } })
  })

  it('delay: waits, then answers normally (ms configurable, 10 s by default)', async () => {
    await fault('/storeInfo', 'delay', { ms: 150 })
    const started = Date.now()
    const res = await t.call('GET', '/storeInfo')
    expect(res.status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(140)
  })

  it('drop: cuts the connection without a response (444 under app.request, which has no socket)', async () => {
    await fault('/orders', 'drop')
    await expect(fetch(`${server.url}/orders`)).rejects.toThrow()
    expect((await t.app.request(`${API}/orders`)).status).toBe(444)
  })

  it("'*' faults every route except the test-support ones; the most specific prefix wins", async () => {
    await fault('*', '500')
    await fault('/storeInfo', 'null')
    expect((await t.call('GET', '/products')).status).toBe(500)
    expect((await t.call('POST', '/users/authorize', { body: {} })).status).toBe(500)
    expect((await t.call('GET', '/storeInfo')).text).toBe('null')
    expect((await t.call('GET', `/__orders/${DEMO_ORDER_IDS.pending}`)).status).toBe(200)
    expect((await t.call('GET', '/__faults')).body.faults).toHaveLength(2)
  })

  it("a fault on '/images' also fails the image files at the root, with CORS headers; '*' leaves them alone", async () => {
    const image = (path: string) =>
      t.app.request(`http://localhost:8044${path}`, { headers: { Origin: 'http://localhost:4173' } })
    await fault('*', 'drop')
    expect((await image('/images/p-hdmi-cable-2m.svg')).status).toBe(200)
    await fault('/images', '500')
    for (const path of ['/images/p-hdmi-cable-2m.svg', '/api/v1/images/p-hdmi-cable-2m.svg']) {
      const res = await image(path)
      expect(res.status, path).toBe(500)
      expect(res.headers.get('Access-Control-Allow-Origin'), path).toBe('http://localhost:4173')
    }
    await t.call('DELETE', '/__faults')
    const ok = await image('/images/p-hdmi-cable-2m.svg')
    expect(ok.status).toBe(200)
    expect(ok.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:4173')
  })

  it('a fault can be limited to one method', async () => {
    await fault('/orders', '500', { method: 'POST' })
    const token = await t.login()
    expect((await t.call('GET', '/orders', { token })).status).toBe(200)
    expect((await t.call('POST', '/orders', { token, body: {} })).status).toBe(500)
  })

  it('DELETE /__faults clears them; bad fault definitions are 400', async () => {
    await fault('/products', '500')
    await t.call('DELETE', '/__faults')
    expect((await t.call('GET', '/products')).status).toBe(200)
    expect((await fault('/products', 'explode')).status).toBe(400)
    expect((await fault('products', '500')).status).toBe(400)
  })
})

describe('POST /__reset', () => {
  it('restores the seed and clears faults', async () => {
    const token = await t.login()
    await t.call('POST', '/users/register', {
      body: { email: 'new@example.com', password: 'secret12', firstName: 'New', lastName: 'User' },
    })
    await fault('/products', '500')
    const res = await t.call('POST', '/__reset')
    expect(res.body).toEqual({ ok: true, variant: 'default' })
    expect((await t.call('GET', '/products')).status).toBe(200)
    expect(
      (await t.call('POST', '/users/authorize', { body: { email: 'new@example.com', password: 'secret12' } })).status,
    ).toBe(401)
    expect((await t.call('GET', '/orders', { token })).status).toBe(401)
    expect((await t.call('GET', '/orders', { token: await t.login() })).body).toHaveLength(5)
  })

  it('seeds the hostile variant on request', async () => {
    await t.call('POST', '/__reset', { body: { variant: 'hostile' } })
    const info = (await t.call('GET', '/storeInfo')).body
    expect(info.storeName).toContain(XSS_SCRIPT)
    expect(info.categories).toEqual(expect.arrayContaining([...HOSTILE_CATEGORIES]))
    expect(Object.keys(info.policies).sort()).toEqual(['about', 'privacy', 'refund', 'return', 'shipping', 'terms'])
    expect(info.socialLinks.instagram).toMatch(/^javascript:/)
    expect((await t.call('GET', `/products/${HOSTILE_PRODUCT_IDS.xss}`)).body.title).toContain(XSS_IMG)
    expect((await t.call('GET', `/products/${HOSTILE_PRODUCT_IDS.long}`)).body.title).toBe(LONG_STRING)
    const hostileCategory = await t.call('GET', `/products?category=${encodeURIComponent(HOSTILE_CATEGORIES[0])}`)
    expect(hostileCategory.body.count).toBe(1)
    const orders = (await t.call('GET', '/orders', { token: await t.login() })).body
    expect(orders.flatMap((o: Json) => o.items.map((i: Json) => i.productTitle)).join(' ')).toContain(XSS_SCRIPT)
    const fields = (await t.call('GET', '/payments/fields')).body
    expect(fields[0].label).toContain('<')
    const login = await t.call('POST', '/users/authorize', { body: { email: 'demo@example.com', password: 'nope12' } })
    expect(login.body.error).toContain(XSS_IMG)
    const svg = await t.app.request(`http://localhost:8044/images/${HOSTILE_PRODUCT_IDS.xss}.svg`)
    expect(await svg.text()).not.toContain('<img')
    await t.call('POST', '/__reset')
    expect((await t.call('GET', '/storeInfo')).body.storeName).toBe('Digital Bazaar')
  })

  it('rejects an unknown variant', async () => {
    expect((await t.call('POST', '/__reset', { body: { variant: 'evil' } })).status).toBe(400)
  })
})

describe('GET /__orders/:id', () => {
  it('returns the order with its status and payments', async () => {
    const res = await t.call('GET', `/__orders/${DEMO_ORDER_IDS.shipped}`)
    expect(res.body).toMatchObject({ id: DEMO_ORDER_IDS.shipped, status: 2, payments: [] })
    expect((await t.call('GET', '/__orders/nope')).status).toBe(404)
  })
})

describe('without FAULTS', () => {
  it('the test-support routes do not exist', async () => {
    const app = createApp({ db: t.db, appOrigin: 'http://localhost:4173', faults: false, corsOrigins: [] })
    for (const [method, path] of [
      ['POST', '/__reset'],
      ['POST', '/__faults'],
      ['DELETE', '/__faults'],
      ['GET', `/__orders/${DEMO_ORDER_IDS.pending}`],
    ] as const) {
      const res = await app.request(`${API}${path}`, {
        method,
        body: method === 'POST' ? '{"route":"*","mode":"500"}' : undefined,
      })
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ error: 'Not found' })
    }
  })
})

const post = (path: string, body: unknown) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('startServer', () => {
  it('serves the seeded API over HTTP', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1$/)
    const res = await fetch(`${server.url}/products?limit=100`)
    const body = (await res.json()) as { data: { imgUrl: string }[]; count: number }
    expect(body.count).toBeGreaterThanOrEqual(80)
    expect(body.data[0]?.imgUrl.startsWith(`${server.origin}/images/`)).toBe(true)
    expect((await fetch(body.data[0]?.imgUrl ?? '')).status).toBe(200)
  })

  it("'delay' holds the answer back", async () => {
    await post('/__faults', { route: '/storeInfo', mode: 'delay', ms: 200 })
    const started = Date.now()
    expect((await fetch(`${server.url}/storeInfo`)).status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(190)
    await fetch(`${server.url}/__faults`, { method: 'DELETE' })
  })
})

describe('main.ts', () => {
  it('refuses to start with FAULTS=1 in production', () => {
    const root = fileURLToPath(new URL('../..', import.meta.url))
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'store-api/main.ts'], {
      cwd: root,
      // Without the test run's SCRYPT_N, which production refuses on its own.
      env: { ...process.env, FAULTS: '1', NODE_ENV: 'production', PORT: '0', SCRYPT_N: '' },
      encoding: 'utf8',
      timeout: 20_000,
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('Refusing to start')
  })
})

describe('plain-store profile (POST /__profile)', () => {
  const preflight = (headers: string) =>
    server.app.request(`${API}/orders`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': headers,
      },
    })

  it('lists capabilities and allows the Idempotency-Key header; a plain store does neither; /__reset turns it off', async () => {
    expect(Array.isArray((await t.call('GET', '/storeInfo')).body.capabilities)).toBe(true)
    expect((await preflight('content-type,idempotency-key')).headers.get('Access-Control-Allow-Headers')).toMatch(
      /Idempotency-Key/i,
    )

    expect((await t.call('POST', '/__profile', { body: { plain: true } })).body).toEqual({
      plain: true,
      capabilities: null,
    })
    expect('capabilities' in (await t.call('GET', '/storeInfo')).body).toBe(false)
    const strict = (await preflight('content-type,idempotency-key')).headers.get('Access-Control-Allow-Headers') ?? ''
    expect(
      strict
        .toLowerCase()
        .split(/\s*,\s*/)
        .sort(),
    ).toEqual(['authorization', 'content-type'])

    await t.call('POST', '/__reset')
    expect(Array.isArray((await t.call('GET', '/storeInfo')).body.capabilities)).toBe(true)
  })

  it('refuses a body that is not { plain: boolean }', async () => {
    const res = await t.call('POST', '/__profile', { body: { plain: 'yes' } })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: 'plain must be true or false' })
  })
})
