import { useCallback, useState, type SyntheticEvent } from 'react'
import type { ImageRequest } from '@/lib/image-sizes'

export interface StoreImageProps {
  src: string
  srcSet?: string
  sizes?: string
  crossOrigin?: 'anonymous'
  onError: (e: SyntheticEvent<HTMLImageElement>) => void
  /** Catches a failure that happened before React attached `onError`. */
  ref: (img: HTMLImageElement | null) => void
}

/**
 * A store image with CORS (the worker caches only real 200s), then without (shown, never cached), then
 * `fallback`. With `request` (a store with `images`), the resized image comes first: a store that fails
 * it still gets its image asked for as sent. `sources` are Data saver's `<source>`s, for a `<picture>`.
 */
export function useStoreImage(
  src: string,
  fallback?: string,
  request?: ImageRequest | null,
): StoreImageProps & { sources?: ImageRequest['sources'] } {
  const key = request ? `${src} ${request.src} ${request.srcSet ?? ''} ${request.sources?.length ?? 0}` : src
  const [state, setState] = useState({ key, tries: 0 })
  const tries = state.key === key ? state.tries : 0
  const next = useCallback(() => setState({ key, tries: tries + 1 }), [key, tries])
  // How many tries come before the as-sent image's own two (CORS, then without).
  const first = request ? 1 : 0
  const retries = tries < first + 1 || (tries === first + 1 && fallback !== undefined)
  // A server-rendered <img> may fail before hydration attaches onError; a finished image that will not decode has.
  const ref = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img || !retries || !img.complete || !img.getAttribute('src') || typeof img.decode !== 'function') return
      const tried = attempt(img)
      img.decode().catch(() => {
        if (attempt(img) === tried) next()
      })
    },
    [next, retries],
  )
  if (request && tries === 0) return { ...request, crossOrigin: 'anonymous', onError: next, ref }
  if (tries === first) return { src, crossOrigin: 'anonymous', onError: next, ref }
  if (tries === first + 1 || !fallback) return { src, onError: fallback ? next : () => undefined, ref }
  return { src: fallback, onError: () => undefined, ref }
}

const attempt = (img: HTMLImageElement) => `${img.src} ${img.srcset} ${img.crossOrigin ?? ''}`
