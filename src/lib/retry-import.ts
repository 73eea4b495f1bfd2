/*
 * Importing a module again after its load failed. A browser may keep a module whose fetch failed as
 * failed for the rest of the page's life (older Chromium does; newer engines ask again, as the HTML
 * standard now says), so the same `import()` fails again without asking the network; the module is asked for under an address of its own instead.
 */

/** The module URL a failed dynamic import's error names (Chromium and Firefox do), if any. */
export const namedUrl = (error: unknown): string | undefined => /\bhttps?:\/\/[^\s'"]+/.exec(String(error))?.[0]

/**
 * Imports again the module a dynamic import failed to load, under an address of its own. A browser
 * may keep a module whose fetch failed as failed for the rest of the page's life (older Chromium), so
 * the same `import()` would fail again without asking the network. The error of Chromium and
 * Firefox names the module's URL: this imports `<url>?retry=<attempt>` (same origin only, so the
 * page's script policy holds) with `importUrl`. @returns the import's promise, or null when the error
 * names no URL of this origin (the caller then tries the same import again).
 */
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

/**
 * A loader for a module needed at the shopper's action (a tap, a focus): `load()`, and when that
 * fails, the same module once more under an address of its own (retryImport), since the browser
 * keeps a failed module failed. A call after a failure tries again with a new address; a success
 * is kept. `importUrl` is replaced in tests.
 */
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

/**
 * `import(url)` in the browser build only: server builds (Node, the edge Worker) never retry a part,
 * and workerd refuses a bundle holding an import whose address is not written in it.
 */
const importInBrowser = (url: string): Promise<unknown> =>
  import.meta.env.SSR ? Promise.reject(new Error('no retry on the server')) : import(/* @vite-ignore */ url)
