import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { prerender } from 'react-dom/static'
import { RouterContextProvider, RouterProvider, Scripts } from '@tanstack/react-router'
import { createRequestHandler, getSsrStatus, renderSsrHtmlResponse } from '@tanstack/react-router/ssr/server'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { ServerStyleSheet } from 'styled-components'
import { AppProviders } from '@/app/app-providers'
import { createQueryClient } from '@/app/query-client'
import { createAppRouter } from '@/app/router'
import { documentHead, fillTemplate, renderedRest } from './template'
import { checkPageCaps } from './page-caps'
import { findLcpImage, type LcpImage } from './lcp-image'
import { settleQueries } from './settle-queries'
import { signedOut } from './signed-out'
import { createI18n } from '@/i18n/i18n'
import { resolveLocale } from '@/i18n/locales'

/** What one server render needs. */
export interface RenderOptions {
  /** The built index.html as `prepareTemplate` left it, with this response's nonce filled in. */
  template: string
  /** This response's CSP nonce (base64); every inline script the router and React write carries it. */
  nonce: string
  /** How long the page's store data may take (ms); later, the caller gets null (the plain shell). */
  timeoutMs: number
  /**
   * How long a page whose status is known may hold its head back for its data (ms, `HEAD_WAIT_MS`
   * unless given); past it the head is sent ahead (a `StreamedPage`).
   */
  headWaitMs?: number
}

/**
 * How long (ms) a page whose status is known waits for its store data before sending the head of the
 * document ahead. A store that answers within it gets the whole page in one response, with its image
 * preload and timings in the headers; a slower one gets the head (CSS, module scripts) at once, so
 * the browser fetches the app while the server waits.
 */
export const HEAD_WAIT_MS = 30

/**
 * A page sent in two parts because its data was still on its way once its status was known: `head`
 * (the document up to `#root`) now, `rest` when the data has settled: the rendered page, or null when
 * the data came late, failed or was over its caps: the caller then finishes the document with the
 * static answer for the path (its prerendered page or the shell), for the browser to render.
 */
export interface StreamedPage {
  /** 200, or 404 (an unknown product or category): decided by the route's loader before the head. */
  status: number
  head: string
  /** The rest of the document, or null; never rejects, and settles within the budget plus 150 ms. */
  rest: Promise<string | null>
  routeIds: string[]
}

/**
 * A rendered page: the HTML document and its status (404 for an unknown product), or a redirect
 * the router decided on (3xx, `location` set, `html` empty).
 */
export interface RenderedPage {
  status: number
  html: string
  location?: string
  /** The page's largest image, to preload from the response headers. */
  lcpImage?: LcpImage
  /** The matched route ids, outermost first (`__root__`, `/_main`, `/_main/product/$id`). */
  routeIds: string[]
  /** Where the time went (ms): waiting for the store's data, then rendering and serialising. */
  timings: { data: number; render: number }
  /** The page's style tags (in `html`'s head), for a page whose head went ahead of it. */
  styles: string
}

/** What the loaded router tells the renderer before the data wait: the page's status and routes. */
interface LoadedPage {
  status: number
  routeIds: string[]
}

/**
 * Renders the first view of `request`'s page with its store data, streamed where the page has data
 * to wait for. The route's loaders decide the status first (a product page waits for its product, a
 * listing of a category for the store's categories); then, when the rest of the data settles within
 * `headWaitMs`, the whole page (`RenderedPage`); otherwise the head goes ahead and the page follows
 * (`StreamedPage`). Resolves null, before anything is sent, when the data is late or fails (other
 * than a 404) or anything throws: the caller then sends the plain shell, and the browser renders as
 * on a static host. Never rejects.
 */
export async function renderPage(
  request: Request,
  options: RenderOptions,
): Promise<RenderedPage | StreamedPage | null> {
  let loaded!: (page: LoadedPage) => void
  const statusKnown = new Promise<LoadedPage>((resolve) => (loaded = resolve))
  const whole = renderWhole(request, options, loaded)
  let timer: ReturnType<typeof setTimeout> | undefined
  const headWait = statusKnown.then(
    (page) =>
      new Promise<LoadedPage>(
        (resolve) => (timer = setTimeout(() => resolve(page), options.headWaitMs ?? HEAD_WAIT_MS)),
      ),
  )
  const first = await Promise.race([whole, headWait])
  clearTimeout(timer)
  if (first === null || 'html' in first) return first
  const template = options.template
  const locale = resolveLocaleOf(request)
  let late: ReturnType<typeof setTimeout> | undefined
  const rest = Promise.race([
    whole.then((page) => (page && !page.location ? renderedRest(page.html, page.styles) : null)),
    // The render bounds its data wait; this bounds the render itself, as the caller does for a whole page.
    new Promise<null>((resolve) => (late = setTimeout(() => resolve(null), options.timeoutMs + 150))),
  ])
    .catch(() => null)
    .finally(() => clearTimeout(late))
  return { status: first.status, head: documentHead(template, locale), rest, routeIds: first.routeIds }
}

/** The shopper's language: the `lang` cookie, else Accept-Language. */
function resolveLocaleOf(request: Request) {
  const h = request.headers
  return resolveLocale({ cookie: h.get('cookie'), acceptLanguage: h.get('accept-language') })
}

/**
 * The whole page, or null (see renderPage). `loaded` is told the status and routes once the loaders
 * have run, unless the router redirects or the budget has already passed.
 */
async function renderWhole(
  request: Request,
  options: RenderOptions,
  loaded: (page: LoadedPage) => void,
): Promise<RenderedPage | null> {
  const queryClient = createQueryClient()
  // The shopper's language, so a Hindi page never flashes English.
  const locale = resolveLocaleOf(request)
  const i18n = await createI18n(locale)
  // One attempt only: a retry could not finish within the budget.
  const defaults = queryClient.getDefaultOptions()
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } })
  const deadline = Date.now() + options.timeoutMs
  // Past the budget nobody waits for the answers: stop the requests.
  const stop = setTimeout(() => void queryClient.cancelQueries(), options.timeoutMs)
  const started = performance.now()
  let dataDone = started
  let settled = false
  let routeIds: string[] = []
  const handler = createRequestHandler({
    request,
    createRouter: () => {
      const router = createAppRouter(queryClient)
      router.update({ context: { queryClient, auth: signedOut }, ssr: { nonce: options.nonce } })
      // The loaders only start their queries; the render waits for them here (the integration
      // below calls this before it snapshots the query cache).
      router.options.dehydrate = async () => {
        // Called once the loaders have run and the router has not redirected: the status is known.
        const status = getSsrStatus(router)
        if ((status === 200 || status === 404) && Date.now() < deadline)
          loaded({ status, routeIds: router.state.matches.map((m) => m.routeId) })
        settled = await settleQueries(queryClient, deadline)
        dataDone = performance.now()
        return undefined
      }
      setupRouterSsrQueryIntegration({
        router,
        queryClient,
        wrapQueryClient: false,
        // Only answers go to the page: an error would arrive as a plain Error, not the API's.
        dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.status === 'success' },
      })
      return router
    },
  })
  try {
    let app = ''
    let styles = ''
    const response = await handler(async ({ router, responseHeaders }) => {
      if (!settled) throw new Error('store data late or failed')
      routeIds = router.state.matches.map((m) => m.routeId)
      const sheet = new ServerStyleSheet()
      try {
        app = await renderComplete(
          sheet.collectStyles(
            <AppProviders queryClient={queryClient} i18n={i18n}>
              <RouterProvider router={router} />
            </AppProviders>,
          ),
        )
        const scripts = renderToStaticMarkup(
          <RouterContextProvider router={router}>
            <Scripts />
          </RouterContextProvider>,
        )
        // -- bounded store answers: a page over its caps is left to the browser (see page-caps.ts) --
        checkPageCaps({ app, scripts })
        styles = sheet.getStyleTags()
        const html = fillTemplate(options.template, { app, scripts, head: styles, lang: locale })
        return renderSsrHtmlResponse({ router, responseHeaders, render: () => html })
      } finally {
        sheet.seal()
      }
    })
    const location = response.headers.get('Location')
    if (response.status >= 300 && response.status < 400 && location)
      return { status: response.status, html: '', location, routeIds, timings: timings(started, dataDone), styles }
    if (!response.ok && response.status !== 404) throw new Error(`router answered ${response.status}`)
    const html = await response.text()
    const lcpImage = findLcpImage(app)
    return {
      status: response.status,
      html,
      routeIds,
      ...(lcpImage ? { lcpImage } : {}),
      timings: timings(started, dataDone),
      styles,
    }
  } catch (error) {
    console.error(`SSR fallback for ${request.url}:`, error instanceof Error ? error.message : error)
    return null
  } finally {
    clearTimeout(stop)
  }
}

const timings = (started: number, dataDone: number) => ({
  data: dataDone - started,
  render: performance.now() - dataDone,
})

/**
 * The comments React writes before a Suspense boundary whose content is not in the markup: one that
 * comes later in the stream (`$?`), or one that failed and is left to the browser (`$!`).
 */
const UNFINISHED_BOUNDARY = /<!--\$[?!]-->/

/**
 * Renders `node` complete, every lazy component in it loaded (the footer and home's lower sections
 * are `React.lazy`), with each Suspense boundary in its place. The markup is not streamed in pieces:
 * it is rendered once the page's data is in, and index.html's CSS shows `#root` only once it is
 * whole (no layout shift), so pieces would paint nothing sooner; whether to send the static answer
 * instead is only known once it has rendered (a part failed, or the page is over its caps).
 * Throws when a boundary is still left to be filled in, or failed and was left to the browser: the
 * caller then sends the plain shell.
 */
export async function renderComplete(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node, { progressiveChunkSize: Number.POSITIVE_INFINITY })
  const html = await new Response(prelude).text()
  if (UNFINISHED_BOUNDARY.test(html)) throw new Error('rendered markup holds a boundary left to be filled in')
  return html
}
