import { lazy, memo, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react'
import { HydrationMark } from './hydration-progress'
import { useHydrated } from './use-hydrated'
import { namedUrl, retryImport } from './retry-import'

/**
 * `React.lazy` for a part the page can do without (footer, notices, toasts, the header search), in
 * a Suspense boundary of its own that shows `fallback(props)` (nothing by default) until its chunk
 * is in. `load` imports the part's module and `pick` takes the component from it.
 *
 * - When its chunk cannot be loaded (the network dropped before the service worker had saved it),
 *   the part keeps waiting instead of failing the whole page, and its chunk is asked for again when
 *   the browser comes back online, or, when it failed while the browser counted itself online,
 *   after a pause (retryPauseMs), whichever is first (retryImport). On the server a failure still
 *   rejects (the page falls back to the shell). When even its own address fails while that address
 *   answers (a module it imports failed for good in this page), it says so (PART_STUCK_EVENT).
 * - On a page rendered on the server or at build time, React keeps the part's markup and hydrates
 *   it once its chunk is in. The part is memoised: a render of the page around it (a query
 *   settling, the saved catalogue restored) with the same props does not reach a boundary still
 *   waiting to hydrate, which React would otherwise throw away and render again from scratch (the
 *   part mounted a second time, and what a shopper typed in it lost).
 * - It is always the same element type, so a render after its chunk arrives updates it in place.
 * - The boundary carries its HydrationMark (hydration-progress.ts), and its controls stay disabled
 *   while it is HTML not yet hydrated (the page's own are live from the root's hydration on): what
 *   a shopper typed there before its chunk came would be lost.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as React.lazy's own.
export function lazyOptional<M, T extends ComponentType<any>>(
  load: () => Promise<M>,
  pick: (module: M) => T,
  fallback?: (props: ComponentProps<T>) => ReactNode,
) {
  const Lazy = lazy(
    () =>
      new Promise<{ default: T }>((resolve, reject) => {
        let attempts = 0
        const attempt = (importModule: () => Promise<M>) => {
          importModule().then(
            (module) => resolve({ default: pick(module) }),
            (error: unknown) => {
              if (typeof window === 'undefined') return reject(error)
              attempts += 1
              // Its own address failed too: is the page's module map holding a failed dependency?
              if (attempts > 1) void reportIfStuck(error)
              const again = () => retryImport<M>(error, attempts) ?? load()
              let timer: ReturnType<typeof setTimeout> | undefined
              const retry = () => {
                window.removeEventListener('online', retry)
                clearTimeout(timer)
                attempt(again)
              }
              window.addEventListener('online', retry)
              // Failed while the browser counts itself online (a flaky network, or a drop it noticed
              // after the 'online' event had passed): also try again after a pause that doubles.
              if (navigator.onLine) timer = setTimeout(retry, retryPauseMs(attempts))
            },
          )
        }
        attempt(load)
      }),
  )
  // A mark renders nothing, so the server's HTML and the browser's render stay the same.
  return memo(function LazyOptional(props: ComponentProps<T>) {
    return (
      <Suspense fallback={fallback?.(props) ?? null}>
        <PartFieldset>
          <Lazy {...props} />
        </PartFieldset>
        <HydrationMark />
      </Suspense>
    )
  })
}

/** No box of its own; disabled while its part is HTML that has not hydrated (on a server or in the build too). */
function PartFieldset({ children }: { children: ReactNode }) {
  return (
    <fieldset disabled={!useHydrated()} style={{ display: 'contents' }}>
      {children}
    </fieldset>
  )
}

/** The pause before attempt `n` + 1 of a part whose chunk failed while online (ms): 1 s, doubling, at most 30 s. */
export const retryPauseMs = (attempts: number): number => Math.min(30_000, 1000 * 2 ** (attempts - 1))

/**
 * The window event a lazy part sends when its chunk is reachable but will not import: a module it
 * imports failed to load earlier, and the browser keeps that failure for the page's life, so no
 * retry can bring the part back; only a new page load can (see src/app/follow-new-version.ts).
 */
export const PART_STUCK_EVENT = 'storefront:part-stuck'

/**
 * After a retry under the part's own address failed while the browser counts itself online, fetches
 * that address: when it answers 200 the network is fine and the failure is in the page's module map,
 * so PART_STUCK_EVENT is sent. `fetchUrl` is replaced in tests.
 */
export async function reportIfStuck(
  error: unknown,
  fetchUrl: (url: string) => Promise<Pick<Response, 'ok'>> = (url) => fetch(url, { cache: 'no-store' }),
): Promise<void> {
  const named = namedUrl(error)
  if (!named || !navigator.onLine || new URL(named).origin !== location.origin) return
  const reachable = await fetchUrl(named).then(
    (r) => r.ok,
    () => false,
  )
  if (reachable) window.dispatchEvent(new Event(PART_STUCK_EVENT))
}
