// The server renders any page, and its head before a route's code has loaded: every English message.
import '@/i18n/route-messages'
import type { ReactNode } from 'react'
import { prerender } from 'react-dom/static'
import { createMemoryHistory, RouterContextProvider, RouterProvider } from '@tanstack/react-router'
import { createRequestHandler } from '@tanstack/react-router/ssr/server'
import { onlineManager, type QueryClient } from '@tanstack/react-query'
import { ServerStyleSheet } from 'styled-components'
import { AppProviders } from '@/app/app-providers'
import { createQueryClient } from '@/app/query-client'
import { createAppRouter } from '@/app/router'
import { createApiClient, type ApiClient } from '@/lib/api-client'
import { bundledTransport } from '@/lib/api-send'
import { serverApiBase } from '@/lib/config'
import { POLICY_TITLES } from '@/features/store-info/policies/policy-slugs'
import { displayStoreName } from '@/features/store-info/api/store-info'
import { buildDocumentTitle } from '@/lib/page-title'
import { PageSkeleton } from '@/components/ui/page-skeleton'
import { MainLayout } from '@/widgets/layout/main-layout'
import { routePageName } from '@/widgets/layout/page-titles'
import { signedOut } from './signed-out'

/* Build-time first views: queries stay pending, so store-driven parts are skeletons, never stale. */

/** Paths whose first view needs no store or device data; the rest get the route-neutral shell. */
export const PRERENDERED_PATHS: readonly string[] = [
  '/',
  '/login',
  '/register',
  '/contact',
  '/track-order',
  ...Object.keys(POLICY_TITLES).map((slug) => `/${slug}`),
]

export interface PrerenderedView {
  html: string
  styleTags: string
  title: string
}

/** The build's client: its queries stay paused, so it never reaches a store. */
const idleApi = (): ApiClient =>
  createApiClient({ base: () => serverApiBase(), getToken: () => null }, bundledTransport)

/** A query client whose queries stay paused (offline), so components render their loading state. */
function createIdleQueryClient(): QueryClient {
  onlineManager.setOnline(false)
  const queryClient = createQueryClient()
  const defaults = queryClient.getDefaultOptions()
  queryClient.setDefaultOptions({
    ...defaults,
    queries: { ...defaults.queries, networkMode: 'online', retry: false, gcTime: Number.POSITIVE_INFINITY },
  })
  return queryClient
}

/** Renders `path`'s first view before any store data. @throws on a redirect or not-found page */
export async function prerenderPath(path: string): Promise<PrerenderedView> {
  const queryClient = createIdleQueryClient()
  const api = idleApi()
  let view: PrerenderedView | undefined
  const handler = createRequestHandler({
    request: new Request(new URL(path, 'http://localhost')),
    createRouter: () => {
      const context = { queryClient, api, auth: signedOut }
      const router = createAppRouter(context)
      // No scroll-restoration script: the static host's CSP has no nonce for it.
      router.update({ context, scrollRestoration: false })
      return router
    },
  })
  const response = await handler(async ({ router }) => {
    const matches = router.stores.matches.get()
    const leaf = matches[matches.length - 1]
    if (!leaf || leaf.status !== 'success' || leaf.routeId === '__root__') throw new Error(`${path} is not a page`)
    view = await renderView(
      <AppProviders queryClient={queryClient} api={api}>
        <RouterProvider router={router} />
      </AppProviders>,
      buildDocumentTitle(
        routePageName(leaf.routeId, leaf.params as Record<string, string>),
        displayStoreName(undefined),
      ),
    )
    return new Response(null, { status: 204 })
  })
  if (!view) throw new Error(`${path} was not rendered (status ${response.status})`)
  return view
}

/** The route-neutral shell for every other path: main layout around a skeleton. */
export async function prerenderShell(): Promise<PrerenderedView> {
  const queryClient = createIdleQueryClient()
  const api = idleApi()
  const context = { queryClient, api, auth: signedOut }
  const router = createAppRouter(context)
  // A location no link points to, so no header link is marked current.
  router.update({
    context,
    history: createMemoryHistory({ initialEntries: ['/__shell'] }),
  })
  return renderView(
    <AppProviders queryClient={queryClient} api={api}>
      <RouterContextProvider router={router}>
        <MainLayout>
          <PageSkeleton />
        </MainLayout>
      </RouterContextProvider>
    </AppProviders>,
    displayStoreName(undefined),
  )
}

/** Renders `node` whole with its CSS; inline scripts (blocked by the static CSP) fail the build. */
async function renderView(node: ReactNode, title: string): Promise<PrerenderedView> {
  const sheet = new ServerStyleSheet()
  let failure: unknown
  try {
    const { prelude } = await prerender(sheet.collectStyles(node), {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => void (failure ??= error),
    })
    const html = await new Response(prelude).text()
    if (failure) throw failure instanceof Error ? failure : new Error(String(failure))
    const script = /<script\b[\s\S]{0,160}/i.exec(html)
    if (script) throw new Error(`prerendered markup holds an inline script: ${script[0]}`)
    return { html, styleTags: sheet.getStyleTags(), title }
  } finally {
    sheet.seal()
  }
}
