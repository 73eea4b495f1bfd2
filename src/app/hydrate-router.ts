import type { AnyRouter } from '@tanstack/react-router'
import { hydrate } from '@tanstack/router-core/ssr/client'

declare global {
  interface Window {
    /** TanStack Router's inline SSR bootstrap (its `h()` marks the page hydrated, so it can clear its data). */
    $_TSR?: { h(): void }
  }
}

/**
 * Takes the server's state into `router` (its matches, loader data and, through the SSR query
 * integration, the dehydrated queries), as TanStack's RouterClient does before it renders. Done
 * before the page is mounted, the root then hydrates with a plain RouterProvider and never
 * suspends: the browser's React-compatible runtime (Preact) cannot suspend a root that has no
 * Suspense boundary. Resolves when done; rejects as TanStack's `hydrate` does (bad SSR data).
 */
export async function hydrateRouter(router: AnyRouter): Promise<void> {
  try {
    await hydrate(router)
  } finally {
    window.$_TSR?.h()
  }
}
