/* Some browsers (older Chromium) keep a failed module failed for the page's life: retry under a new address. */

export const namedUrl = (error: unknown): string | undefined => /\bhttps?:\/\/[^\s'"]+/.exec(String(error))?.[0]

/** Imports `<url>?retry=<attempt>` for the same-origin URL the error names; null when it names none. */
export function retryImport<M>(
  error: unknown,
  attempt: number,
  importUrl: (url: string) => Promise<unknown> = importInBrowser,
): Promise<M> | null {
  const named = namedUrl(error)
  if (!named) return null
  const url = new URL(named)
  if (url.origin !== location.origin) return null
  url.searchParams.set('retry', String(attempt))
  return importUrl(url.href) as Promise<M>
}

/** A loader for a module needed at a shopper's action: `load()`, on failure retryImport; a success is kept. */
export function retryingImport<M>(
  load: () => Promise<M>,
  importUrl: (url: string) => Promise<unknown> = importInBrowser,
): () => Promise<M> {
  let attempts = 0
  let loaded: Promise<M> | undefined
  return () =>
    (loaded ??= load()
      .catch((error: unknown) => {
        attempts += 1
        return retryImport<M>(error, attempts, importUrl) ?? Promise.reject(error)
      })
      .catch((error: unknown) => {
        loaded = undefined
        throw error
      }))
}

/** `import(url)` in the browser build only: workerd refuses a bundle with an import of an unwritten address. */
const importInBrowser = (url: string): Promise<unknown> =>
  import.meta.env.SSR ? Promise.reject(new Error('no retry on the server')) : import(/* @vite-ignore */ url)
