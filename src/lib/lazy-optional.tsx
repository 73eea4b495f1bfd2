import { lazy, memo, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react'
import { HydrationMark } from './hydration-progress'

/**
 * `React.lazy` for a part the page can do without (footer, notices, toasts, the header search), in
 * a Suspense boundary of its own that shows `fallback(props)` (nothing by default) until its chunk is in.
 *
 * - When its chunk cannot be loaded (the network dropped before the service worker had saved it),
 *   the part keeps waiting instead of failing the whole page, and its chunk is asked for again each
 *   time the browser comes back online. On the server a failure still rejects (the page falls back
 *   to the shell).
 * - On a page rendered on the server or at build time, React keeps the part's markup and hydrates
 *   it once its chunk is in. The part is memoised: a render of the page around it (a query
 *   settling, the saved catalogue restored) with the same props does not reach a boundary still
 *   waiting to hydrate, which React would otherwise throw away and render again from scratch (the
 *   part mounted a second time, and what a shopper typed in it lost).
 * - It is always the same element type, so a render after its chunk arrives updates it in place.
 * - The boundary carries its HydrationMark (hydration-progress.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as React.lazy's own.
export function lazyOptional<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  fallback?: (props: ComponentProps<T>) => ReactNode,
) {
  const Lazy = lazy(
    () =>
      new Promise<{ default: T }>((resolve, reject) => {
        const attempt = () => {
          load().then(resolve, (error: unknown) => {
            if (typeof window === 'undefined') reject(error)
            else window.addEventListener('online', attempt, { once: true })
          })
        }
        attempt()
      }),
  )
  // A mark renders nothing, so the server's HTML and the browser's render stay the same.
  return memo(function LazyOptional(props: ComponentProps<T>) {
    return (
      <Suspense fallback={fallback?.(props) ?? null}>
        <Lazy {...props} />
        <HydrationMark />
      </Suspense>
    )
  })
}
