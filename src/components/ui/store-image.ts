import { useCallback, useState, type SyntheticEvent } from 'react'

export interface StoreImageProps {
  src: string
  crossOrigin?: 'anonymous'
  onError: (e: SyntheticEvent<HTMLImageElement>) => void
  /** Catches a failure that happened before React attached `onError`. */
  ref: (img: HTMLImageElement | null) => void
}

/** A store image with CORS (the worker caches only real 200s), then without (shown, never cached), then `fallback`. */
export function useStoreImage(src: string, fallback?: string): StoreImageProps {
  const [state, setState] = useState({ src, tries: 0 })
  const tries = state.src === src ? state.tries : 0
  const next = useCallback(() => setState({ src, tries: tries + 1 }), [src, tries])
  const retries = tries < 1 || (tries === 1 && fallback !== undefined)
  // A server-rendered <img> may fail before hydration attaches onError; a finished image that will not decode has.
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
