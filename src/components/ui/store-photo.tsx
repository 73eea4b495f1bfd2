import { createContext, useContext, useState, type ReactNode } from 'react'
import { useDataSaver } from '@/lib/data-saver'
import { imageRequest, type ImageLayout } from '@/lib/image-sizes'
import { lazyOptional } from '@/lib/lazy-optional'
import { useStoreImage } from './store-image'

// Only Data saver shows it: its code loads then, into a frame of the photo's size.
const PhotoPlaceholder = lazyOptional(
  () => import('./photo-placeholder'),
  (m) => m.PhotoPlaceholder,
  ({ alt, width, height }) => <img alt={alt} width={width} height={height} />,
)

/**
 * The hook saying whether the store resizes its images (the `images` extension; undefined while store
 * info is on its way, so nothing is fetched that the answer would replace). Provided by the layout.
 */
export const StoreResizesImages = createContext<() => boolean | undefined>(() => false)

export interface StorePhotoProps {
  src: string
  alt: string
  width: number
  height: number
  layout: ImageLayout
  fallback?: string
  /** The page's LCP image: eager, `fetchpriority="high"` (the server preloads it). */
  priority?: boolean
  /** The product's (or category's) name: the placeholder's initial and its button's name. */
  name: string
  /** Shows the placeholder instead (the gallery's other photos under Data saver, before a move). */
  held?: boolean
  /** "Tap to load photos": a button; `inert` in a link or a button (no button then); `none`: not held. */
  tap?: 'button' | 'inert' | 'none'
  /** Loaded at once though not the LCP image. */
  eager?: boolean
  /** Wraps the image (a link); the tap button is never wrapped. */
  wrap?: (image: ReactNode) => ReactNode
}

/**
 * A store photo with its width and height (no layout shift): lazy and async unless `priority`; sized
 * by srcset/sizes from a store with `images` (Data saver: the smallest width that fits, in a
 * `<picture>`), as sent otherwise; a tinted placeholder with the name's initial under "Tap to load photos".
 */
export function StorePhoto(props: StorePhotoProps) {
  const {
    src,
    alt,
    width,
    height,
    layout,
    fallback,
    priority,
    eager,
    name,
    held,
    tap = 'button',
    wrap = (x) => x,
  } = props
  const resizes = useContext(StoreResizesImages)()
  const mode = useDataSaver()
  const [tapped, setTapped] = useState(false)
  const { sources, ...image } = useStoreImage(src, fallback, resizes ? imageRequest(src, layout, mode !== 'off') : null)
  if (held || (mode === 'tap' && tap !== 'none' && !tapped)) {
    const placeholder = { name, alt, width, height }
    if (held || tap === 'inert') return wrap(<PhotoPlaceholder {...placeholder} />)
    return <PhotoPlaceholder {...placeholder} onTap={() => setTapped(true)} />
  }
  // Store info still on its way: an empty frame of the right size.
  if (resizes === undefined) return wrap(<img alt={alt} width={width} height={height} />)
  const img = (
    <img
      {...image}
      alt={alt}
      width={width}
      height={height}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  )
  return wrap(
    sources ? (
      <picture>
        {sources.map((s) => (
          <source key={s.media} media={s.media} srcSet={s.srcSet} />
        ))}
        {img}
      </picture>
    ) : (
      img
    ),
  )
}
