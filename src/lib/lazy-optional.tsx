import { lazy, memo, Suspense, type ComponentProps, type ComponentType, type ReactNode } from 'react'
import { HydrationMark } from './hydration-progress'
import { useHydrated } from './use-hydrated'
import { namedUrl, retryImport } from './retry-import'

/**
 * `React.lazy` for an optional part in its own Suspense boundary: a failed chunk is retried (online or
 * after retryPauseMs) instead of failing the page. Memoised so a page render cannot discard a boundary
 * still hydrating; its controls stay disabled until hydrated.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint as React.lazy's own.
export function lazyOptional<M, T extends ComponentType<any>>(
  load: () => Promise<M>,
  pick: (module: M) => T,
  fallback?: (props: ComponentProps<T>) => ReactNode,
) {
  const importPart = () =>
    new Promise<{ default: T }>((resolve, reject) => {
      let attempts = 0
      const stuck = stuckWatch()
      const attempt = (importModule: () => Promise<M>) => {
        importModule().then(
          (module) => {
            stuck.back()
            resolve({ default: pick(module) })
          },
          (error: unknown) => {
            if (typeof window === 'undefined') return reject(error)
            attempts += 1
            // Its own address failed too: is the page's module map holding a failed dependency?
            if (attempts > 1) stuck.failed(error)
            const again = () => retryImport<M>(error, attempts) ?? load()
            let timer: ReturnType<typeof setTimeout> | undefined
            const retry = () => {
              window.removeEventListener('online', retry)
              clearTimeout(timer)
              attempt(again)
            }
            window.addEventListener('online', retry)
            if (navigator.onLine) timer = setTimeout(retry, retryPauseMs(attempts))
          },
        )
      }
      attempt(load)
    })
  const Lazy = lazy(() => partsMayLoad.then(importPart))
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

// Set once by the app's start (holdLazyParts); until then, and in tests and on the server, parts load at once.
let partsMayLoad: Promise<unknown> = Promise.resolve()

/** Optional parts ask for their code once `until` settles: never before what the first page shows. */
export function holdLazyParts(until: Promise<unknown>): void {
  partsMayLoad = until
}

/** Settles when optional parts may ask for their code (see holdLazyParts). */
export const whenPartsMayLoad = (): Promise<unknown> => partsMayLoad

/** No box of its own; disabled while its part is unhydrated HTML. */
function PartFieldset({ children }: { children: ReactNode }) {
  return (
    <fieldset disabled={!useHydrated()} style={{ display: 'contents' }}>
      {children}
    </fieldset>
  )
}

/** Ms before the next attempt: 1 s, doubling, at most 30 s. */
export const retryPauseMs = (attempts: number): number => Math.min(30_000, 1000 * 2 ** (attempts - 1))

/** Window event: a part's chunk is reachable but will not import; only a new page load helps. `detail`: the part. */
export const PART_STUCK_EVENT = 'storefront:part-stuck'

export const PART_BACK_EVENT = 'storefront:part-back'

/** One part's stuck reports: `failed(error)` runs reportIfStuck once at a time; `back()` then sends PART_BACK_EVENT. */
export function stuckWatch(fetchUrl?: (url: string) => Promise<Pick<Response, 'ok'>>) {
  const part = {}
  let reported = false
  let checking = false
  let loaded = false
  const sayBack = () => window.dispatchEvent(new CustomEvent(PART_BACK_EVENT, { detail: part }))
  return {
    failed(error: unknown): void {
      if (reported || checking) return
      checking = true
      void reportIfStuck(error, fetchUrl, part).then((sent) => {
        checking = false
        reported = sent
        if (sent && loaded) sayBack()
      })
    },
    back(): void {
      loaded = true
      if (reported) sayBack()
    },
  }
}

/** Sends PART_STUCK_EVENT when the failed module's address answers 200 while online; resolves whether it did. */
export async function reportIfStuck(
  error: unknown,
  fetchUrl: (url: string) => Promise<Pick<Response, 'ok'>> = (url) => fetch(url, { cache: 'no-store' }),
  part?: unknown,
): Promise<boolean> {
  const named = namedUrl(error)
  if (!named || !navigator.onLine || new URL(named).origin !== location.origin) return false
  const reachable = await fetchUrl(named).then(
    (r) => r.ok,
    () => false,
  )
  if (reachable) window.dispatchEvent(new CustomEvent(PART_STUCK_EVENT, { detail: part }))
  return reachable
}
