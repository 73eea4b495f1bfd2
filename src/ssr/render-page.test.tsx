// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { lazy, Suspense, type ReactElement } from 'react'
import { renderComplete, renderPage, type RenderOptions, type RenderedPage } from './render-page'
import { prepareTemplate } from './template'

const NONCE = 'bm9uY2Utb2YtdGhpcy10ZXN0'
const TEMPLATE = prepareTemplate(
  '<!doctype html><html><head><meta charset="UTF-8" />' +
    `<meta http-equiv="Content-Security-Policy" content="script-src 'self'" /><title>Shop</title></head>` +
    '<body><div id="root"><!--app--><div id="shell-header"></div><!--/app--></div>' +
    '<script type="module" src="/assets/index.js"></script></body></html>',
).replaceAll('__CSP_NONCE__', NONCE)
const options = { template: TEMPLATE, nonce: NONCE, timeoutMs: 800 }

/** `renderPage` holding the head back for the whole budget: the page whole, or null. */
async function renderWhole(request: Request, opts: RenderOptions): Promise<RenderedPage | null> {
  const page = await renderPage(request, { ...opts, headWaitMs: 60_000 })
  if (page && !('html' in page)) throw new Error('streamed, though the head was to wait')
  return page
}

const HOSTILE = '</script><script>alert(1)</script>\u2028x'
const STORE = { storeName: 'Test Bazaar', categories: ['Audio'] }
const product = (id: string, title = 'Plug') => ({
  id,
  title,
  description: title,
  imgUrl: 'http://store.test/images/plug.svg',
  category: 'Audio',
  regularPrice: 999,
  discountedPrice: 899,
  images: [],
  attributes: [],
})

/** A store answer (after `delayMs`, when given), or a hang. */
type Answer = { status: number; body?: unknown; delayMs?: number } | 'hang'
let answer: (url: URL) => Answer
const requests: { url: URL; auth: string | null }[] = []

/** The store API as the renderer's fetch sees it: `answer` decides, a hang waits for the abort. */
function fakeFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input))
  requests.push({ url, auth: new Headers(init?.headers).get('Authorization') })
  const a = answer(url)
  if (a === 'hang')
    return new Promise((_, fail) => init?.signal?.addEventListener('abort', () => fail(init.signal!.reason)))
  const response = () => new Response(a.body === undefined ? '' : JSON.stringify(a.body), { status: a.status })
  if (!a.delayMs) return Promise.resolve(response())
  return new Promise((resolve) =>
    setTimeout(() => {
      answered += 1
      resolve(response())
    }, a.delayMs),
  )
}
/** How many delayed answers the store has sent. */
let answered = 0

function storeApi(url: URL): Answer {
  if (url.pathname.endsWith('/storeInfo')) return { status: 200, body: STORE }
  const one = /\/products\/(.+)$/.exec(url.pathname)
  if (one) {
    const id = decodeURIComponent(one[1]!)
    return id === 'gone' ? { status: 404, body: { message: 'Not found' } } : { status: 200, body: product(id, id) }
  }
  return { status: 200, body: { data: [product('p-1', HOSTILE)], count: 1 } }
}

/** Inline scripts of a document: their attributes and their text. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)].map((m) => ({
    attrs: m[1]!,
    text: m[2]!,
  }))

beforeEach(() => {
  answer = storeApi
  answered = 0
  requests.length = 0
  vi.stubGlobal('fetch', fakeFetch)
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => vi.unstubAllGlobals())

/**
 * The hostile text is HTML-escaped in the markup, and every inline script ends where it should: no
 * `</script>` or raw U+2028 inside a script's text.
 */
function expectHostileTextEscaped(html: string) {
  expect(html).not.toContain('<script>alert(1)')
  expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;')
  for (const s of inlineScripts(html)) {
    expect(s.text).not.toMatch(/<\/?script/i)
    expect(s.text).not.toContain('\u2028')
  }
}

describe('renderPage: a product page', () => {
  it('renders the product with its photo at high priority, state and scripts under the nonce', async () => {
    const page = await renderWhole(new Request('http://shop.test/product/p-plug'), options)
    expect(page?.status).toBe(200)
    expect(page?.html).toContain('<div id="root" data-ssr>')
    expect(page?.html).toMatch(/<h1[^>]*>p-plug<\/h1>/)
    expect(page?.lcpImage?.src).toBe('http://store.test/images/plug.svg')
    expect(page?.routeIds).toContain('/_main/product/$id')
    // The CSP meta would block the router's inline scripts: the header carries the policy.
    expect(page?.html).not.toContain('http-equiv="Content-Security-Policy"')
    const scripts = inlineScripts(page!.html)
    expect(scripts.length).toBeGreaterThan(0)
    for (const s of scripts) expect(s.attrs).toContain(`nonce="${NONCE}"`)
  })

  it('gives a store with `images` a srcset and sizes on the photo, which the preload repeats', async () => {
    answer = (url) =>
      url.pathname.endsWith('/storeInfo')
        ? { status: 200, body: { ...STORE, capabilities: ['images'] } }
        : /\/products\//.test(url.pathname)
          ? { status: 200, body: { ...product('p-plug'), imgUrl: 'http://store.test/images/plug.jpg?v=2' } }
          : storeApi(url)
    const page = await renderWhole(new Request('http://shop.test/product/p-plug'), options)
    expect(page?.lcpImage).toMatchObject({
      src: 'http://store.test/images/plug.jpg?v=2',
      srcset: expect.stringContaining('http://store.test/images/plug.jpg?v=2&w=384 384w'),
      sizes: '(max-width: 767px) calc(100vw - 32px), (max-width: 1199px) calc(50vw - 36px), 564px',
    })
    expect(page?.lcpImage?.sources).toBeUndefined()
    expect(page?.html).toContain('<html lang="en" data-save-data="off"')

    // Save-Data: the smallest widths that fit, by viewport, in a <picture>.
    const saving = await renderWhole(
      new Request('http://shop.test/product/p-plug', { headers: { 'Save-Data': 'on' } }),
      options,
    )
    expect(saving?.html).toContain('<html lang="en" data-save-data="on"')
    expect(saving?.lcpImage).toMatchObject({ src: 'http://store.test/images/plug.jpg?v=2&w=640' })
    expect(saving?.lcpImage?.srcset).toBeUndefined()
    expect(saving?.lcpImage?.sources?.[0]).toEqual({
      media: '(max-width: 416px)',
      srcset: 'http://store.test/images/plug.jpg?v=2&w=384',
    })
    // The shopper's own choice (the cookie) wins over the header.
    const chosen = await renderWhole(
      new Request('http://shop.test/product/p-plug', { headers: { 'Save-Data': 'on', Cookie: 'data-saver=off' } }),
      options,
    )
    expect(chosen?.lcpImage?.sources).toBeUndefined()
  })

  it('renders "Tap to load photos" as a button over a placeholder, with no photo to preload', async () => {
    answer = (url) =>
      url.pathname.endsWith('/storeInfo')
        ? { status: 200, body: { ...STORE, capabilities: ['images'] } }
        : { status: 200, body: { ...product('p-plug'), imgUrl: 'http://store.test/images/plug.jpg' } }
    const page = await renderWhole(
      new Request('http://shop.test/product/p-plug', { headers: { Cookie: 'lang=en; data-saver=tap' } }),
      options,
    )
    expect(page?.html).toContain('aria-label="Load photo: Plug"')
    expect(page?.html).not.toMatch(/<img[^>]*store\.test/)
    expect(page?.lcpImage).toBeUndefined()
  })

  it('escapes a hostile id and name in the HTML and in the dehydrated state', async () => {
    const page = await renderWhole(new Request(`http://shop.test/product/${encodeURIComponent(HOSTILE)}`), options)
    expect(page?.status).toBe(200)
    const html = page!.html
    expectHostileTextEscaped(html)
    // The state still carries the data, escaped (`<` as \x3C).
    expect(inlineScripts(html).some((s) => s.text.includes('\\x3Cscript>alert(1)'))).toBe(true)
  })

  it("answers an unknown product with 404 and 'Product Not Found', sending no error in the state", async () => {
    const page = await renderWhole(new Request('http://shop.test/product/gone'), options)
    expect(page?.status).toBe(404)
    expect(page?.html).toMatch(/<h1[^>]*>Product Not Found<\/h1>/)
    expect(page?.html).not.toContain('Not found')
  })

  it('never sends a token nor renders the stored cart, even where the runtime has localStorage', async () => {
    const stored = new Map([
      ['auth_token', 'token-of-a-signed-in-shopper'],
      ['cart', JSON.stringify([{ id: 'p-1', name: 'Plug', image: '', price: 899, quantity: 7 }])],
    ])
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: () => undefined,
      removeItem: () => undefined,
    })
    const page = await renderWhole(new Request('http://shop.test/product/p-plug'), options)
    expect(page?.status).toBe(200)
    expect(requests.length).toBeGreaterThan(0)
    expect(requests.every((r) => r.auth === null)).toBe(true)
    expect(page?.html).not.toContain('token-of-a-signed-in-shopper')
    expect(page?.html).not.toMatch(/aria-label="[^"]*7 items/i)
  })
})

describe('renderPage: a listing', () => {
  it('escapes hostile search text in the HTML and in the dehydrated state', async () => {
    const search = encodeURIComponent(HOSTILE)
    const page = await renderWhole(new Request(`http://shop.test/products?search=${search}`), options)
    expect(page?.status).toBe(200)
    const html = page!.html
    expectHostileTextEscaped(html)
  })
})

describe('renderPage: a category listing', () => {
  const empty = (url: URL): Answer =>
    url.pathname.endsWith('/products') ? { status: 200, body: { data: [], count: 0 } } : storeApi(url)

  it('answers a category the store does not know with 404 and the empty state, naming no category', async () => {
    answer = empty
    const page = await renderWhole(
      new Request('http://shop.test/products?category=Call%2098765%20for%20refunds'),
      options,
    )
    expect(page?.status).toBe(404)
    expect(page?.html).toMatch(/<h1[^>]*>All Products<\/h1>/)
    expect(page?.html).toContain('No products found with the selected filters.')
    // Shown nowhere (the router's state keeps the URL's search, as it does for any page).
    expect(page!.html.slice(0, page!.html.indexOf('<div id="root-end"'))).not.toContain('98765')
  })

  it('names no sub-category from the URL in a heading when it has no products', async () => {
    answer = empty
    const page = await renderWhole(
      new Request('http://shop.test/products?category=audio&parentCategory=Call%2098765'),
      options,
    )
    const headings = [...page!.html.matchAll(/<h[12][^>]*>([^<]*)<\/h[12]>/g)].map((m) => m[1])
    expect(headings).toContain('Audio')
    expect(headings.join(' ')).not.toContain('98765')
  })

  it("names a category the store lists, in the store's spelling, even with no products (200)", async () => {
    answer = empty
    const page = await renderWhole(new Request('http://shop.test/products?category=audio'), options)
    expect(page?.status).toBe(200)
    expect(page?.html).toMatch(/<h1[^>]*>Audio<\/h1>/)
  })
})

describe('renderPage: the header search', () => {
  it('leaves only its slot in the HTML: a field typed into before hydration would lose the text', async () => {
    const page = await renderWhole(new Request('http://shop.test/products?search=plug'), options)
    expect(page?.status).toBe(200)
    expect(page?.html).toContain('id="site-search"')
    expect(page?.html).not.toContain('id="site-search-field"')
    // Nothing of it is streamed in later either (a Suspense boundary completed by an inline script).
    expect(page?.html).not.toContain('$RC')
  })
})

describe('renderPage: a hostile store (bounded answers)', () => {
  /** A body of `mb` megabytes of one long product list, or endless when mb is Infinity (counts what was sent). */
  const giant = (mb: number) => {
    const sent = { bytes: 0, cancelled: false }
    const chunk = new TextEncoder().encode(`${JSON.stringify(product('p-x', 'X'.repeat(60_000)))},`)
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode('{"data":['))
      },
      pull(c) {
        if (sent.bytes >= mb * 1024 * 1024) {
          c.enqueue(new TextEncoder().encode('{}],"count":1}'))
          return c.close()
        }
        sent.bytes += chunk.byteLength
        c.enqueue(chunk)
      },
      cancel() {
        sent.cancelled = true
      },
    })
    return { body, sent }
  }

  it.each([
    ['a 50 MB listing answer', 50],
    ['a listing answer that never ends', Infinity],
  ])('%s: reads at most 4 MB of it and gives up (the caller sends the shell)', async (_name, mb) => {
    const { body, sent } = giant(mb)
    vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input))
      if (url.pathname.endsWith('/products')) {
        requests.push({ url, auth: null })
        return Promise.resolve(new Response(body))
      }
      return fakeFetch(input, init)
    })
    const page = await renderWhole(new Request('http://shop.test/products?category=audio'), options)
    expect(page).toBeNull()
    expect(sent.bytes).toBeLessThan(6 * 1024 * 1024)
    expect(sent.cancelled).toBe(true)
  })

  it('renders one page of products however many the store sends, and gives up past 256 KB of state', async () => {
    answer = (url) =>
      url.pathname.endsWith('/products')
        ? {
            status: 200,
            body: { data: Array.from({ length: 500 }, (_, i) => product(`p-${i}`, `Item ${i}`)), count: 500 },
          }
        : storeApi(url)
    const page = await renderWhole(new Request('http://shop.test/products?category=audio'), options)
    expect(page?.status).toBe(200)
    expect(new Set(page!.html.match(/href="\/product\/p-\d+"/g)).size).toBe(12)
    expect(page!.html).toContain('Item 11')
    expect(page!.html).not.toContain('Item 12<')

    // Each description cut to 500 characters: 100 products of 5 KB descriptions fit…
    answer = (url) =>
      url.pathname.endsWith('/products')
        ? {
            status: 200,
            body: {
              data: Array.from({ length: 100 }, (_, i) => ({ ...product(`p-${i}`), description: 'd'.repeat(5000) })),
            },
          }
        : storeApi(url)
    expect((await renderWhole(new Request('http://shop.test/products?category=audio'), options))?.status).toBe(200)
    // …but 100 products with 4 KB of attributes do not: the state would be over its cap.
    const attributes = [{ key: 'compatible', value: ['v'.repeat(2000), 'w'.repeat(2000)] }]
    answer = (url) =>
      url.pathname.endsWith('/products')
        ? { status: 200, body: { data: Array.from({ length: 100 }, (_, i) => ({ ...product(`p-${i}`), attributes })) } }
        : storeApi(url)
    expect(await renderWhole(new Request('http://shop.test/products?category=audio'), options)).toBeNull()
  })
})

describe('renderPage: the store API fails', () => {
  it('gives up (null: the caller sends the shell) within the budget when the store hangs', async () => {
    answer = () => 'hang'
    const started = Date.now()
    const page = await renderWhole(new Request('http://shop.test/product/p-plug'), { ...options, timeoutMs: 300 })
    expect(page).toBeNull()
    expect(Date.now() - started).toBeLessThan(1000)
  })

  it.each([
    ['a 500', { status: 500, body: { message: 'boom' } }],
    ['a body of the wrong shape', { status: 200, body: { data: 'nope' } }],
  ] as const)('gives up on %s', async (_, bad) => {
    answer = (url) => (url.pathname.endsWith('/storeInfo') ? storeApi(url) : bad)
    expect(await renderWhole(new Request('http://shop.test/products?category=Audio'), options)).toBeNull()
  })

  it('gives up when home cannot get its store info', async () => {
    answer = () => ({ status: 503 })
    expect(await renderWhole(new Request('http://shop.test/'), options)).toBeNull()
  })
})

describe('renderPage: a store slower than the head wait', () => {
  const slow = (delayMs: number) => (url: URL) => {
    const a = storeApi(url)
    return a === 'hang' ? a : { ...a, delayMs }
  }

  it('sends the head before the store has answered, then the page with its data and its styles before #root', async () => {
    answer = slow(60)
    const page = await renderPage(new Request('http://shop.test/'), { ...options, headWaitMs: 5 })
    if (!page || !('rest' in page)) throw new Error('expected the head to go ahead')
    expect(answered).toBe(0)
    expect(page.status).toBe(200)
    expect(page.head).toMatch(/^<!DOCTYPE html><html lang="en" data-save-data="off"><head>/)
    expect(page.head).toContain('<title>Shop</title>')
    expect(page.head).not.toContain('<div id="root"')
    const rest = (await page.rest) ?? ''
    expect(answered).toBeGreaterThan(0)
    expect(rest).toMatch(/^<style[^>]*data-styled[^>]*>/)
    expect(rest).toContain('<div id="root" data-ssr>')
    expect(rest).toContain('Test Bazaar')
    expect(rest).toMatch(/<\/body><\/html>$/)
    expectHostileTextEscaped(page.head + rest)
    // The router's state and the inline scripts carry this response's nonce.
    for (const script of inlineScripts(rest)) expect(script.attrs).toContain(`nonce="${NONCE}"`)
  })

  it("decides a product's status before the head: an unknown product goes ahead as 404", async () => {
    answer = (url) => (url.pathname.endsWith('/storeInfo') ? slow(80)(url) : slow(5)(url))
    const page = await renderPage(new Request('http://shop.test/product/gone'), { ...options, headWaitMs: 5 })
    if (!page || !('rest' in page)) throw new Error('expected the head to go ahead')
    expect(page.status).toBe(404)
    expect(await page.rest).toMatch(/<h1[^>]*>Product Not Found<\/h1>/)
  })

  it('leaves the rest to the caller (null) when the store fails after the head went', async () => {
    answer = (url) => ({ status: 503, delayMs: url.pathname.endsWith('/storeInfo') ? 40 : 1 })
    const page = await renderPage(new Request('http://shop.test/'), { ...options, headWaitMs: 5 })
    if (!page || !('rest' in page)) throw new Error('expected the head to go ahead')
    expect(await page.rest).toBeNull()
  })

  it('leaves the rest to the caller within the budget when the store hangs after the head went', async () => {
    answer = (url) => (url.pathname.endsWith('/storeInfo') ? 'hang' : storeApi(url))
    const page = await renderPage(new Request('http://shop.test/'), { ...options, timeoutMs: 200, headWaitMs: 5 })
    if (!page || !('rest' in page)) throw new Error('expected the head to go ahead')
    expect(await page.rest).toBeNull()
  })

  it('sends a store that answers within the head wait as one whole page', async () => {
    const page = await renderPage(new Request('http://shop.test/'), { ...options, headWaitMs: 5_000 })
    expect(page && 'html' in page && page.html).toContain('<div id="root" data-ssr>')
  })
})

describe('renderComplete', () => {
  it('puts a part that loads later in its place, with nothing left for an inline script to move in', async () => {
    const Late = lazy(
      () =>
        new Promise<{ default: () => ReactElement }>((done) =>
          setTimeout(() => done({ default: () => <footer>late part</footer> }), 30),
        ),
    )
    const html = await renderComplete(
      <main>
        <h1>page</h1>
        <Suspense fallback={<p>waiting</p>}>
          <Late />
        </Suspense>
      </main>,
    )
    expect(html).toContain('<!--$--><footer>late part</footer><!--/$-->')
    expect(html).not.toContain('<!--$?-->')
    expect(html).not.toContain('waiting')
    expect(html).not.toMatch(/<script/i)
  })

  it('throws when a part fails, instead of leaving it to the browser to render', async () => {
    const Broken = () => {
      throw new Error('part failed')
    }
    await expect(
      renderComplete(
        <main>
          <Suspense fallback={<p>waiting</p>}>
            <Broken />
          </Suspense>
        </main>,
      ),
    ).rejects.toThrow('boundary left to be filled in')
  })
})
