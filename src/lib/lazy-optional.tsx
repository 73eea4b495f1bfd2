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
  let loaded: T | undefined
  let loading: Promise<{ default: T }> | undefined
  const start = () =>
    (loading ??= new Promise<{ default: T }>((resolve, reject) => {
      const attempt = () => {
        load().then(
          (module) => {
            loaded = module.default
            resolve(module)
          },
          (error: unknown) => {
            if (typeof window === 'undefined') reject(error)
            else window.addEventListener('online', attempt, { once: true })
          },
        )
      }
      attempt()
    }))
  parts.push(start)
  const Lazy = lazy(start)
  // A mark renders nothing, so the server's HTML and the browser's render stay the same.
  return function LazyOptional(props: ComponentProps<T>) {
    // Once loaded, rendered directly: a first render then never suspends (see preloadLazyParts).
    const Loaded = loaded
    return (
      <>
        {Loaded ? <Loaded {...props} /> : <Lazy {...props} />}
        <HydrationMark />
      </>
    )
  }
}

/** Starts each lazyOptional part's load, once (the parts made so far, by the modules loaded so far). */
const parts: (() => Promise<unknown>)[] = []

/**
 * Loads every lazyOptional part made so far (the entry's and the loaded route chunks'), so the
 * first render of a server-rendered page finds them all loaded and nothing in it suspends: the
 * browser's runtime (Preact) does not read React's Suspense marks, so what it keeps of a part that
 * suspends while hydrating, and how it joins it later, cannot be relied on. Resolves when all
 * are loaded, or after `timeoutMs` (ms) at most: a part whose chunk cannot be loaded (offline)
 * must not hold the page back. Never rejects.
 */
export function preloadLazyParts(timeoutMs = 3000): Promise<void> {
  return Promise.race([
    Promise.all(parts.map((start) => start())).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, timeoutMs)),
  ])
}
