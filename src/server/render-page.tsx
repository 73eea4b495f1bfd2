import type { ReactNode } from 'react'
import { renderToReadableStream, renderToStaticMarkup } from 'react-dom/server'
import { RouterContextProvider, RouterProvider, Scripts } from '@tanstack/react-router'
import { createRequestHandler, renderSsrHtmlResponse } from '@tanstack/react-router/ssr/server'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import type { QueryClient } from '@tanstack/react-query'
import { ServerStyleSheet } from 'styled-components'
import { isHttpStatus } from '@/lib/api-error'
import { AppProviders } from '@/app/app-providers'
import { createQueryClient } from '@/app/query-client'
import { createAppRouter } from '@/app/router'

/** What one server render needs. */
export interface RenderOptions {
  /** The built index.html, as `prepareTemplate` left it. */
  template: string
  /** This response's CSP nonce (base64); every inline script the router writes carries it. */
  nonce: string
  /** How long the page's store data may take (ms) before the caller gets null (the plain shell). */
  timeoutMs: number
}

/**
 * A rendered page: the full HTML document and its HTTP status (404 for an unknown product), or a
 * redirect the router decided on (status 3xx, `location` set, `html` empty).
 */
export interface RenderedPage {
  status: number
  html: string
  location?: string
  /** Where the time went (ms): waiting for the store's data, and rendering plus serialising. */
  timings?: { data: number; render: number }
}

/** On the server nobody is signed in: no token ever reaches it, so guarded routes and account data stay client-side. */
const signedOut = { isAuthenticated: () => false }

/**
 * Renders the first view of `request`'s page with its store data, or null when the data is late,
 * fails (other than a 404), or anything throws: the caller then sends the plain shell and the
 * browser renders as it does on a static host.
 */
export async function renderPage(request: Request, options: RenderOptions): Promise<RenderedPage | null> {
  const queryClient = createQueryClient()
  // One attempt only: a retry could not finish within the render's budget.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  })
  const deadline = Date.now() + options.timeoutMs
  const started = performance.now()
  let dataDone = started
  let failed = false
  const handler = createRequestHandler({
    request,
    createRouter: () => {
      const router = createAppRouter(queryClient)
      router.update({ context: { queryClient, auth: signedOut }, ssr: { nonce: options.nonce } })
      // The app's loaders start their queries without waiting for them; the render waits here
      // (the integration below calls this before it snapshots the query cache).
      router.options.dehydrate = async () => {
        failed = !(await settle(queryClient, deadline))
        dataDone = performance.now()
        return undefined
      }
      setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: false })
      return router
    },
  })
  try {
    let status = 200
    const response = await handler(async ({ router, responseHeaders }) => {
      if (failed) throw new Error('store data late or failed')
      if (queryClient.getQueryCache().findAll({ predicate: (q) => isHttpStatus(q.state.error, 404) }).length)
        status = 404
      const sheet = new ServerStyleSheet()
      try {
        const app = await renderComplete(
          sheet.collectStyles(
            <AppProviders queryClient={queryClient}>
              <RouterProvider router={router} />
            </AppProviders>,
          ),
          options.nonce,
        )
        // The router's bootstrap and dehydrated state, rendered outside #root so hydration never sees them.
        const scripts = renderToStaticMarkup(
          <RouterContextProvider router={router}>
            <Scripts />
          </RouterContextProvider>,
        )
        const html = fillTemplate(options.template, app, scripts, sheet.getStyleTags())
        return renderSsrHtmlResponse({ router, responseHeaders, render: () => html })
      } finally {
        sheet.seal()
      }
    })
    const location = response.headers.get('Location')
    if (response.status >= 300 && response.status < 400 && location)
      return { status: response.status, html: '', location }
    if (!response.ok && response.status !== 404) {
      console.error(`SSR fallback for ${request.url}: status ${response.status}`)
      return null
    }
    const html = await response.text()
    return { status, html, timings: { data: dataDone - started, render: performance.now() - dataDone } }
  } catch (error) {
    // Spike: say why the shell was sent instead.
    console.error(`SSR fallback for ${request.url}:`, error instanceof Error ? error.message : error)
    return null
  }
}

/**
 * Renders `node` to HTML once every lazy component in it has loaded (the header's search and the
 * footer are `React.lazy`): `renderToString` would leave their Suspense fallbacks and make the
 * browser throw those parts away and render them again.
 */
async function renderComplete(node: ReactNode, nonce: string): Promise<string> {
  const stream = await renderToReadableStream(node, { nonce })
  await stream.allReady
  return new Response(stream).text()
}

/**
 * Waits until no query is fetching (a loader may start one when another ends), or the deadline.
 * @returns false when the deadline passed or a query failed with anything but a 404.
 */
async function settle(queryClient: QueryClient, deadline: number): Promise<boolean> {
  const cache = queryClient.getQueryCache()
  for (;;) {
    const pending = cache.findAll({ fetchStatus: 'fetching' }).map((q) => q.promise)
    if (pending.length === 0) break
    const left = deadline - Date.now()
    if (left <= 0) return false
    let timer: ReturnType<typeof setTimeout> | undefined
    await Promise.race([Promise.allSettled(pending), new Promise((resolve) => (timer = setTimeout(resolve, left)))])
    clearTimeout(timer)
    // Lets a loader's `.then` start the query that depends on the one just settled.
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return !cache.findAll({ predicate: (q) => q.state.status === 'error' && !isHttpStatus(q.state.error, 404) }).length
}

/**
 * Puts the rendered app into the built index.html: `#root`'s static first view is replaced (and the
 * element marked `data-ssr` for the browser entry), the router's scripts follow it, and the
 * collected styled-components CSS goes at the end of `<head>`.
 */
function fillTemplate(template: string, app: string, scripts: string, styleTags: string): string {
  const start = template.indexOf('<div id="root">')
  const end = template.lastIndexOf('</body>')
  if (start < 0 || end < 0) throw new Error('index.html has no #root')
  return (
    template.slice(0, start).replace('</head>', `${styleTags}</head>`) +
    `<div id="root" data-ssr>${app}</div>${scripts}` +
    template.slice(end)
  )
}
