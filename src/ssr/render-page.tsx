import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { prerender } from 'react-dom/static'
import { RouterContextProvider, RouterProvider, Scripts } from '@tanstack/react-router'
import { createRequestHandler, renderSsrHtmlResponse } from '@tanstack/react-router/ssr/server'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { ServerStyleSheet } from 'styled-components'
import { AppProviders } from '@/app/app-providers'
import { createQueryClient } from '@/app/query-client'
import { createAppRouter } from '@/app/router'
import { fillTemplate } from './template'
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
}

/**
 * Renders the first view of `request`'s page with its store data, or resolves null when the data
 * is late or fails (other than a 404), or anything throws: the caller then sends the plain shell,
 * and the browser renders as on a static host. Never rejects.
 */
export async function renderPage(request: Request, options: RenderOptions): Promise<RenderedPage | null> {
  const queryClient = createQueryClient()
  // The shopper's language (the `lang` cookie, else Accept-Language), so a Hindi page never flashes English.
  const h = request.headers
  const locale = resolveLocale({ cookie: h.get('cookie'), acceptLanguage: h.get('accept-language') })
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
        const html = fillTemplate(options.template, { app, scripts, head: sheet.getStyleTags(), lang: locale })
        return renderSsrHtmlResponse({ router, responseHeaders, render: () => html })
      } finally {
        sheet.seal()
      }
    })
    const location = response.headers.get('Location')
    if (response.status >= 300 && response.status < 400 && location)
      return { status: response.status, html: '', location, routeIds, timings: timings(started, dataDone) }
    if (!response.ok && response.status !== 404) throw new Error(`router answered ${response.status}`)
    const html = await response.text()
    const lcpImage = findLcpImage(app)
    return {
      status: response.status,
      html,
      routeIds,
      ...(lcpImage ? { lcpImage } : {}),
      timings: timings(started, dataDone),
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
 * are `React.lazy`), with each Suspense boundary in its place. The page is sent whole rather than
 * streamed: its status (404 for an unknown product) and whether to send the plain shell instead are
 * only known once it has rendered, and the store data it waits for is bounded by the render budget.
 * Throws when a boundary is still left to be filled in, or failed and was left to the browser: the
 * caller then sends the plain shell.
 */
export async function renderComplete(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node, { progressiveChunkSize: Number.POSITIVE_INFINITY })
  const html = await new Response(prelude).text()
  if (UNFINISHED_BOUNDARY.test(html)) throw new Error('rendered markup holds a boundary left to be filled in')
  return html
}
