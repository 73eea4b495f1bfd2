// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApiClient } from './api-client'
import { createBrowserStoreConfig, resolveApiBase, serverApiBase } from './config'
import { apiBaseSetting, parseStoreConfig, storeConfigScript, STORE_CONFIG_ELEMENT_ID } from './store-config'
import { bundledTransport } from './api-send'

describe("resolveApiBase (the configured base, localhost, or the site's api. sub-domain)", () => {
  it('uses port 8044 on localhost and 127.0.0.1', () => {
    expect(resolveApiBase({ protocol: 'http:', host: 'localhost:4173' })).toBe('http://localhost:8044/api/v1')
    expect(resolveApiBase({ protocol: 'http:', host: '127.0.0.1:5173' })).toBe('http://127.0.0.1:8044/api/v1')
  })
  it('uses the api sub-domain of the current site elsewhere', () => {
    expect(resolveApiBase({ protocol: 'https:', host: 'shop.example.in' })).toBe('https://api.shop.example.in/api/v1')
  })
  it('lets a configured base win and drops its trailing slash', () => {
    expect(resolveApiBase({ protocol: 'https:', host: 'shop.example.in' }, 'https://store.test/api/v1/')).toBe(
      'https://store.test/api/v1',
    )
  })
})

describe('parseStoreConfig / apiBaseSetting', () => {
  it('takes an http(s) base, without its trailing slash, and null for the default rule', () => {
    expect(parseStoreConfig({ apiBase: 'https://api.shop.in/api/v1/' })).toEqual({
      apiBase: 'https://api.shop.in/api/v1',
    })
    expect(parseStoreConfig({ apiBase: null })).toEqual({ apiBase: null })
    expect(parseStoreConfig({})).toEqual({ apiBase: null })
  })
  it('refuses anything else', () => {
    for (const raw of [null, 'x', [], { apiBase: 'javascript:alert(1)' }, { apiBase: 'ftp://x' }, { apiBase: 42 }])
      expect(parseStoreConfig(raw), JSON.stringify(raw)).toBeNull()
    expect(parseStoreConfig({ apiBase: `https://a.in/${'x'.repeat(3000)}` })).toBeNull()
  })
  it('reads a STORE_API_URL setting, and throws on one that is not an http(s) URL', () => {
    expect(apiBaseSetting(undefined)).toBeNull()
    expect(apiBaseSetting('')).toBeNull()
    expect(apiBaseSetting('http://localhost:8130/api/v1/')).toBe('http://localhost:8130/api/v1')
    expect(() => apiBaseSetting('localhost:8130')).toThrow(/STORE_API_URL/)
  })
})

describe('storeConfigScript', () => {
  it('is JSON no value can break out of', () => {
    const tag = storeConfigScript({ apiBase: 'https://a.in/</script><script>alert(1)</script>' })
    expect(tag.startsWith(`<script id="${STORE_CONFIG_ELEMENT_ID}" type="application/json">`)).toBe(true)
    expect(tag.match(/<\/script>/g)).toHaveLength(1)
    const json = tag.slice(tag.indexOf('>') + 1, tag.lastIndexOf('</script>'))
    expect(JSON.parse(json)).toEqual({ apiBase: 'https://a.in/</script><script>alert(1)</script>' })
  })
})

describe("a browser app's store configuration", () => {
  /** A new app's: each learns its configuration once. */
  const fresh = () => createBrowserStoreConfig()
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

  beforeEach(() => localStorage.clear())
  afterEach(() => document.getElementById(STORE_CONFIG_ELEMENT_ID)?.remove())

  it('follows the default rule before anything is known', async () => {
    const config = fresh()
    expect(config.apiBase()).toBe(resolveApiBase(window.location))
    expect(config.pending()).toBeUndefined()
  })

  it('takes the configuration a server wrote into the page, without a request', async () => {
    document.head.insertAdjacentHTML('beforeend', storeConfigScript({ apiBase: 'https://api.one.in/api/v1' }))
    const config = fresh()
    const fetchConfig = vi.fn<typeof fetch>()
    await config.load(fetchConfig)
    expect(fetchConfig).not.toHaveBeenCalled()
    expect(config.apiBase()).toBe('https://api.one.in/api/v1')
  })

  it('reads config.json before the first request, and keeps it for a start with no network', async () => {
    let config = fresh()
    const fetchConfig = vi.fn<typeof fetch>().mockResolvedValue(json({ apiBase: 'https://api.two.in/api/v1' }))
    const loading = config.load(fetchConfig)
    expect(config.pending()).toBe(loading)
    await loading
    expect(fetchConfig).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-cache' }))
    expect(config.pending()).toBeUndefined()
    expect(config.apiBase()).toBe('https://api.two.in/api/v1')

    config = fresh()
    await config.load(vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline')))
    expect(config.apiBase()).toBe('https://api.two.in/api/v1')
  })

  it('keeps the saved store when config.json is cut off mid-answer (the network dropped)', async () => {
    let config = fresh()
    await config.load(vi.fn<typeof fetch>().mockResolvedValue(json({ apiBase: 'https://api.two.in/api/v1' })))
    const cutOff = new Response(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"apiBase":'))
          controller.error(new TypeError('network error'))
        },
      }),
      { status: 200, headers: { 'Content-Type': 'application/json' } },
    )
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    config = fresh()
    await config.load(vi.fn<typeof fetch>().mockResolvedValue(cutOff))
    expect(config.apiBase()).toBe('https://api.two.in/api/v1')
    expect(error).not.toHaveBeenCalled()
    // And it is still saved for the next start.
    config = fresh()
    await config.load(vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline')))
    expect(config.apiBase()).toBe('https://api.two.in/api/v1')
  })

  it('follows the default rule when the host has no config.json, or a broken one, and forgets the saved one', async () => {
    let config = fresh()
    await config.load(vi.fn<typeof fetch>().mockResolvedValue(json({ apiBase: 'https://api.two.in/api/v1' })))
    config = fresh()
    await config.load(vi.fn<typeof fetch>().mockResolvedValue(new Response('Not Found', { status: 404 })))
    expect(config.apiBase()).toBe(resolveApiBase(window.location))

    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    config = fresh()
    await config.load(vi.fn<typeof fetch>().mockResolvedValue(json({ apiBase: 'javascript:void 0' })))
    expect(config.apiBase()).toBe(resolveApiBase(window.location))
    expect(error).toHaveBeenCalledWith(expect.stringContaining('config.json'))
  })

  it('waits for a slow config.json on a first start, and only 2 s when a saved one can stand in', async () => {
    vi.useFakeTimers()
    try {
      /** A config.json that answers when told to, or fails when its request is aborted. */
      const slowConfig = () => {
        let answer: (r: Response) => void = () => undefined
        const fetchImpl = vi.fn<typeof fetch>(
          (_url, init) =>
            new Promise<Response>((resolve, reject) => {
              answer = resolve
              init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
            }),
        )
        return { fetchImpl, answer: (r: Response) => answer(r) }
      }
      let config = fresh()
      let slow = slowConfig()
      let loading = config.load(slow.fetchImpl)
      await vi.advanceTimersByTimeAsync(10_000)
      expect(config.pending()).toBe(loading)
      slow.answer(json({ apiBase: 'https://api.four.in/api/v1' }))
      await loading
      expect(config.apiBase()).toBe('https://api.four.in/api/v1')

      config = fresh()
      slow = slowConfig()
      loading = config.load(slow.fetchImpl)
      await vi.advanceTimersByTimeAsync(2_100)
      await loading
      expect(config.apiBase()).toBe('https://api.four.in/api/v1')
    } finally {
      vi.useRealTimers()
    }
  })

  it("makes the app's API client wait for config.json", async () => {
    const config = fresh()
    const api = createApiClient(
      { base: () => config.apiBase(), ready: () => config.pending(), getToken: () => null },
      bundledTransport,
    )
    const { object, string } = await import('valibot')
    let answer: (r: Response) => void = () => undefined
    void config.load(() => new Promise<Response>((r) => (answer = r)))
    const calls: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        calls.push(url)
        return Promise.resolve(json({ name: 'Shop' }))
      }),
    )
    const request = api.get('/storeInfo', object({ name: string() }))
    await new Promise((r) => setTimeout(r, 10))
    expect(calls).toEqual([])
    answer(json({ apiBase: 'https://api.three.in/api/v1' }))
    await expect(request).resolves.toEqual({ name: 'Shop' })
    expect(calls).toEqual(['https://api.three.in/api/v1/storeInfo'])
    vi.unstubAllGlobals()
  })
})

describe('serverApiBase (the store a server render reads)', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('is STORE_API_URL of the process, else the localhost rule', () => {
    vi.stubEnv('STORE_API_URL', '')
    expect(serverApiBase()).toBe('http://localhost:8044/api/v1')
    vi.stubEnv('STORE_API_URL', 'http://10.0.0.5:8044/api/v1/')
    expect(serverApiBase()).toBe('http://10.0.0.5:8044/api/v1')
  })

  it('is the base handed over with the render (as a Worker does), over STORE_API_URL', () => {
    vi.stubEnv('STORE_API_URL', 'http://10.0.0.5:8044/api/v1')
    expect(serverApiBase('https://api.shop.example.in/api/v1/')).toBe('https://api.shop.example.in/api/v1')
    expect(serverApiBase(null)).toBe('http://10.0.0.5:8044/api/v1')
  })
})
