import { lazy, type ComponentProps, type ComponentType } from 'react'
import { HydrationMark } from './hydration-progress'

/**
 * `React.lazy` for a part the page can do without (footer, notices, toasts, the header search).
 * When its chunk cannot be loaded (the network dropped before the service worker had saved it),
 * the part keeps waiting instead of failing the whole page: its Suspense fallback stays, or on a
 * server-rendered page the server's HTML of it, and the chunk is asked for again each time the
 * browser comes back online. On the server a failure still rejects (the page falls back to the shell).
 * The part sits in a Suspense boundary of its own, so it carries that boundary's HydrationMark.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as React.lazy's own.
export function lazyOptional<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
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
  return function LazyOptional(props: ComponentProps<T>) {
    return (
      <>
        <Lazy {...props} />
        <HydrationMark />
      </>
    )
  }
}
