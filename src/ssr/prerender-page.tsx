import type { ReactNode } from 'react'
import { prerender } from 'react-dom/static'
import { createMemoryHistory, RouterContextProvider, RouterProvider } from '@tanstack/react-router'
import { createRequestHandler } from '@tanstack/react-router/ssr/server'
import { onlineManager, type QueryClient } from '@tanstack/react-query'
import { ServerStyleSheet } from 'styled-components'
import { AppProviders } from '@/app/app-providers'
import { createQueryClient } from '@/app/query-client'
import { createAppRouter } from '@/app/router'
import { POLICY_TITLES } from '@/features/store-info/policies/policy-slugs'
import { displayStoreName } from '@/features/store-info/api/store-info'
import { buildDocumentTitle } from '@/lib/page-title'
import { PageSkeleton } from '@/components/ui/page-skeleton'
import { MainLayout } from '@/widgets/layout/main-layout'
import { routePageName } from '@/widgets/layout/page-titles'
import { signedOut } from './signed-out'

/*
 * Build-time rendering of the static first views (src/entry-prerender.tsx, run by
 * scripts/vite-prerender.ts after the client build). Nothing here ever holds store data: every
 * query stays pending, so a store-driven part renders as the skeleton React shows before its data,
 * never a copy that goes stale. Nothing of a shopper either: nobody is signed in, and this is a
 * Vite SSR build, so `onServer` is true and the token, cart, wishlist and recently viewed read as
 * a device with nothing stored, as in the HTML server. Pages made of device data (the cart, the
 * wishlist) would show their skeleton, never "empty"; only pages where an empty store shows nothing
 * (the header's badge, home's recently viewed) are prerendered.
 */

/**
 * The paths prerendered at build time: those whose first view needs no store data and no device
 * data (home's store-driven parts render as skeletons). The cart, wishlist, account and every
 * page of a product or listing get the route-neutral shell instead.
 */
export const PRERENDERED_PATHS: readonly string[] = [
  '/',
  '/login',
  '/register',
  '/contact',
  '/track-order',
  ...Object.keys(POLICY_TITLES).map((slug) => `/${slug}`),
]

/** One prerendered view: the markup for `#root`, its styled-components `<style>` tags and the document title. */
export interface PrerenderedView {
  html: string
  styleTags: string
  title: string
}

/**
 * A query client that never fetches: offline with the `online` network mode, every query the
 * loaders start stays pending (paused), so components render their loading state.
 */
function createIdleQueryClient(): QueryClient {
  onlineManager.setOnline(false)
  const queryClient = createQueryClient()
  const defaults = queryClient.getDefaultOptions()
  queryClient.setDefaultOptions({
    ...defaults,
    // No garbage-collection timer either (gcTime Infinity): nothing keeps the build's process alive.
    queries: { ...defaults.queries, networkMode: 'online', retry: false, gcTime: Number.POSITIVE_INFINITY },
  })
  return queryClient
}

/**
 * Renders `path`'s first view with the app's router and components, as React renders it before
 * any store data arrives. Throws when the router redirects or the page is not found (a build error).
 */
export async function prerenderPath(path: string): Promise<PrerenderedView> {
  const queryClient = createIdleQueryClient()
  let view: PrerenderedView | undefined
  const handler = createRequestHandler({
    request: new Request(new URL(path, 'http://localhost')),
    createRouter: () => {
      const router = createAppRouter(queryClient)
      // No scroll-restoration script: the page carries no inline script (the static host's CSP has no nonce).
      router.update({ context: { queryClient, auth: signedOut }, scrollRestoration: false })
      return router
    },
  })
  const response = await handler(async ({ router }) => {
    const matches = router.stores.matches.get()
    const leaf = matches[matches.length - 1]
    if (!leaf || leaf.status !== 'success' || leaf.routeId === '__root__') throw new Error(`${path} is not a page`)
    view = await renderView(
      <AppProviders queryClient={queryClient}>
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

/**
 * The route-neutral shell a static host sends for every other path: the main layout (header before
 * store info, no cart badge, signed out) around a neutral skeleton, never a page's own content.
 */
export async function prerenderShell(): Promise<PrerenderedView> {
  const queryClient = createIdleQueryClient()
  const router = createAppRouter(queryClient)
  // A location no link points to, so no header link is marked as the current page. The router is
  // never loaded: only the layout renders, from its context.
  router.update({
    context: { queryClient, auth: signedOut },
    history: createMemoryHistory({ initialEntries: ['/__shell'] }),
  })
  return renderView(
    <AppProviders queryClient={queryClient}>
      <RouterContextProvider router={router}>
        <MainLayout>
          <PageSkeleton />
        </MainLayout>
      </RouterContextProvider>
    </AppProviders>,
    displayStoreName(undefined),
  )
}

/**
 * Renders `node` complete (React.lazy parts loaded), with the CSS it uses. A boundary React chose
 * to send after the rest would need an inline script to move it into place, which the static
 * host's CSP blocks: nothing is sent in pieces, and a page still holding a script fails the build.
 */
async function renderView(node: ReactNode, title: string): Promise<PrerenderedView> {
  const sheet = new ServerStyleSheet()
  let failure: unknown
  try {
    const { prelude } = await prerender(sheet.collectStyles(node), {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A component that throws would leave a hole for the browser to fill: fail the build instead.
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
