import { useCallback, useState, type SyntheticEvent } from 'react'

/** Props to spread on an <img> showing an image the store names. */
export interface StoreImageProps {
  src: string
  crossOrigin?: 'anonymous'
  onError: (e: SyntheticEvent<HTMLImageElement>) => void
  /** Catches a failure that happened before React attached `onError` (see below). */
  ref: (img: HTMLImageElement | null) => void
}

/**
 * Loads a store image in up to three tries, so it shows whenever it can and is cached only when
 * it really arrived:
 * 1. with CORS (no credentials): the service worker sees the real status and keeps only 200s;
 * 2. if that fails (e.g. an image host that sends no CORS headers), once more without CORS: it
 *    shows, but the worker never stores the opaque answer;
 * 3. then `fallback`, when given.
 * A new `src` starts again at try 1.
 */
export function useStoreImage(src: string, fallback?: string): StoreImageProps {
  const [state, setState] = useState({ src, tries: 0 })
  const tries = state.src === src ? state.tries : 0
  const next = useCallback(() => setState({ src, tries: tries + 1 }), [src, tries])
  const retries = tries < 1 || (tries === 1 && fallback !== undefined)
  // A server-rendered <img> starts loading with the HTML, before hydration attaches onError: an
  // image that had already failed by then raises no event React sees. A finished image that will
  // not decode is such a failure.
  const ref = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img || !retries || !img.complete || !img.getAttribute('src') || typeof img.decode !== 'function') return
      const tried = img.src
      img.decode().catch(() => {
        if (img.src === tried) next()
      })
    },
    [next, retries],
  )
  if (tries === 0) return { src, crossOrigin: 'anonymous', onError: next, ref }
  if (tries === 1 || !fallback) return { src, onError: fallback ? next : () => undefined, ref }
  return { src: fallback, onError: () => undefined, ref }
}
