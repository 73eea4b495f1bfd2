// The server renders any page, and its head before a route's code has loaded: every English message.
import '@/i18n/route-messages'
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
import { createApiClient } from '@/lib/api-client'
import { bundledTransport } from '@/lib/api-send'
import { serverApiBase } from '@/lib/config'
import { documentHead, fillTemplate, renderedRest } from './template'
import { checkPageCaps } from './page-caps'
import { findLcpImage, type LcpImage } from './lcp-image'
import { settleQueries } from './settle-queries'
import { signedOut } from './signed-out'
import { pageSeo } from './page-seo'
import { applySeo } from './seo'
import { createI18n, type Translate } from '@/i18n/i18n'
import { resolveLocale } from '@/i18n/locales'
import { dataSaverForRequest } from '@/lib/data-saver-mode'

export interface RenderOptions {
  template: string
  nonce: string
  /** Store data budget (ms); past it the caller gets null (the plain shell). */
  timeoutMs: number
  headWaitMs?: number
  /** The store API to read (a Worker's setting); absent or null: `STORE_API_URL`, else localhost's. */
  apiBase?: string | null
}

/** Ms a page with a known status waits for data before its head is sent ahead. */
export const HEAD_WAIT_MS = 30

/** `head` now, `rest` once data settles (null: finish with the static answer). */
export interface StreamedPage {
  status: number
  head: string
  /** Never rejects; settles within the budget plus 150 ms. */
  rest: Promise<string | null>
  routeIds: string[]
}

/** A rendered document and its status, or a router redirect (3xx, `location` set, `html` empty). */
export interface RenderedPage {
  status: number
  html: string
  location?: string
  lcpImage?: LcpImage
  routeIds: string[]
  /** Ms spent waiting for data, then rendering. */
  timings: { data: number; render: number }
  styles: string
}

interface LoadedPage {
  status: number
  routeIds: string[]
  /** The page's head (canonical, Open Graph, JSON-LD) from the data in by then. */
  seo?: ReturnType<typeof pageSeo>
}

/** Renders `request`'s page, whole or streamed; null (send the shell) on late data or error. */
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
    new Promise<null>((resolve) => (late = setTimeout(() => resolve(null), options.timeoutMs + 150))),
  ])
    .catch(() => null)
    .finally(() => clearTimeout(late))
  const head = documentHead(
    applySeo(template, first.seo?.head, first.seo?.siteName ?? '', options.nonce),
    locale,
    dataSaverOf(request),
  )
  return { status: first.status, head, rest, routeIds: first.routeIds }
}

const dataSaverOf = (request: Request) =>
  dataSaverForRequest(request.headers.get('cookie'), request.headers.get('save-data'))

function resolveLocaleOf(request: Request) {
  const h = request.headers
  return resolveLocale({ cookie: h.get('cookie'), acceptLanguage: h.get('accept-language') })
}

/** The whole page, or null; `loaded` gets the status once the loaders have run. */
async function renderWhole(
  request: Request,
  options: RenderOptions,
  loaded: (page: LoadedPage) => void,
): Promise<RenderedPage | null> {
  const queryClient = createQueryClient()
  // This request's own client: the server renders signed out, so it never sends a token.
  const base = serverApiBase(options.apiBase)
  const api = createApiClient({ base: () => base, getToken: () => null }, bundledTransport)
  const locale = resolveLocaleOf(request)
  const dataSaver = dataSaverOf(request)
  const i18n = await createI18n(locale)
  const t: Translate = (id, values) => i18n._(id, values)
  const seoOf = (router: { state: { matches: { routeId: string; params: unknown; search?: unknown }[] } }) => {
    try {
      return pageSeo(router.state.matches, queryClient, request.url, t)
    } catch {
      return undefined
    }
  }
  // One attempt only: a retry could not finish within the budget.
  const defaults = queryClient.getDefaultOptions()
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } })
  const deadline = Date.now() + options.timeoutMs
  const stop = setTimeout(() => void queryClient.cancelQueries(), options.timeoutMs)
  const started = performance.now()
  let dataDone = started
  let settled = false
  let routeIds: string[] = []
  const handler = createRequestHandler({
    request,
    createRouter: () => {
      const context = { queryClient, api, auth: signedOut }
      const router = createAppRouter(context)
      router.update({ context, ssr: { nonce: options.nonce } })
      // Loaders only start queries; the integration calls this before snapshotting the cache.
      router.options.dehydrate = async () => {
        const status = getSsrStatus(router)
        if ((status === 200 || status === 404) && Date.now() < deadline)
          loaded({
            status,
            routeIds: router.state.matches.map((m) => m.routeId),
            seo: status === 200 ? seoOf(router) : undefined,
          })
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
            <AppProviders queryClient={queryClient} api={api} i18n={i18n} dataSaver={dataSaver}>
              <RouterProvider router={router} />
            </AppProviders>,
          ),
        )
        const scripts = renderToStaticMarkup(
          <RouterContextProvider router={router}>
            <Scripts />
          </RouterContextProvider>,
        )
        checkPageCaps({ app, scripts })
        styles = sheet.getStyleTags()
        const seo = getSsrStatus(router) === 200 ? seoOf(router) : undefined
        const template = applySeo(options.template, seo?.head, seo?.siteName ?? '', options.nonce)
        const html = fillTemplate(template, { app, scripts, head: styles, lang: locale, dataSaver })
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

/** React's marker of a Suspense boundary still pending (`$?`) or failed (`$!`). */
const UNFINISHED_BOUNDARY = /<!--\$[?!]-->/

/** Renders `node` whole, lazy parts loaded. @throws when a Suspense boundary is pending or failed */
export async function renderComplete(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node, { progressiveChunkSize: Number.POSITIVE_INFINITY })
  const html = await new Response(prelude).text()
  if (UNFINISHED_BOUNDARY.test(html)) throw new Error('rendered markup holds a boundary left to be filled in')
  return html
}
