// Responsive store images (the `images` extension, docs/store-api.md): one ladder of widths, each
// layout's `sizes` and widths, and the URLs asked for. Pure, so the server renders the same.

/** The widths (px) the app ever asks a store for; every srcset and Data saver width comes from it. */
export const IMAGE_WIDTHS = [64, 96, 128, 192, 256, 384, 512, 640, 828, 1080, 1280, 1600] as const

/** A layout's `sizes`, its srcset's first and last ladder widths, and Data saver's widths by viewport (px). */
export type ImageLayoutEntry = [sizes: string, widths: [number, number], saver: number[]]

/** Where a store image is shown, worked out from each layout's CSS in image-layouts.ts (its test checks it). */
export const IMAGE_LAYOUTS = {
  card: [
    '(max-width: 480px) calc(50vw - 22px), (max-width: 767px) 248px, (max-width: 1199px) calc(33.33vw - 21.33px), 378.67px',
    [192, 1280],
    [428, 192, 831, 256, 384],
  ],
  card2: [
    '(max-width: 480px) calc(50vw - 22px), (max-width: 767px) 248px, (max-width: 1199px) calc(50vw - 24px), 576px',
    [192, 1600],
    [428, 192, 767, 256, 816, 384, 1072, 512, 640],
  ],
  card4: [
    '(max-width: 480px) calc(50vw - 22px), (max-width: 767px) 248px, (max-width: 1199px) calc(25vw - 20px), 280px',
    [192, 1080],
    [428, 192, 767, 256, 848, 192, 1104, 256, 384],
  ],
  gallery: [
    '(max-width: 767px) calc(100vw - 32px), (max-width: 1199px) calc(50vw - 36px), 564px',
    [384, 1600],
    [416, 384, 544, 512, 672, 640, 767, 828, 840, 384, 1096, 512, 640],
  ],
  tile: [
    '(max-width: 599px) calc(33.33vw - 16px), (max-width: 1199px) calc(33.33vw - 21.33px), 378.67px',
    [96, 1280],
    [336, 96, 431, 128, 640, 192, 831, 256, 384],
  ],
  thumb: ['56px', [64, 192], [64]],
  cart: ['88px', [96, 384], [96]],
  recent: ['120px', [128, 384], [128]],
  quickView: ['240px', [256, 828], [256]],
} satisfies Record<string, ImageLayoutEntry>

export type ImageLayout = keyof typeof IMAGE_LAYOUTS

/** The `sizes` attribute of `layout`, e.g. `(max-width: 480px) calc(50vw - 22px), …, 378.67px`. */
export const imageSizes = (layout: ImageLayout): string => IMAGE_LAYOUTS[layout][0]

/** The ladder widths `layout`'s srcset offers. */
export function layoutWidths(layout: ImageLayout): number[] {
  const [low, high] = IMAGE_LAYOUTS[layout][1]
  return IMAGE_WIDTHS.filter((w) => w >= low && w <= high)
}

/** Data saver's widths for `layout` by viewport: the smallest ladder width covering the CSS width (at 1×). */
export function saverWidths(layout: ImageLayout): { steps: { maxViewport: number; width: number }[]; last: number } {
  const saver = IMAGE_LAYOUTS[layout][2]
  const steps = []
  for (let i = 0; i + 1 < saver.length; i += 2) steps.push({ maxViewport: saver[i]!, width: saver[i + 1]! })
  return { steps, last: saver[saver.length - 1]! }
}

const PLACEHOLDER_BASE = 'http://relative.invalid'

/** `src` asking for `width` px (`w`, other parameters kept); null for a non-http(s) URL or an SVG (sent as is). */
export function resizedUrl(src: string, width: number): string | null {
  if (!/^(https?:\/\/|\/(?!\/))/i.test(src)) return null
  let url: URL
  try {
    url = new URL(src, PLACEHOLDER_BASE)
  } catch {
    return null
  }
  if (/\.svg$/i.test(url.pathname)) return null
  // The store's query string byte for byte (a re-encoded one could break a signed URL); no fragment.
  url.hash = ''
  if (url.searchParams.has('w')) url.searchParams.set('w', String(width))
  else url.search = `${url.search || '?'}${url.search ? '&' : ''}w=${width}`
  return src.startsWith('/') ? url.href.slice(PLACEHOLDER_BASE.length) : url.href
}

/** What an image element asks for: `srcset`/`sizes`, or Data saver's `<source>`s and one `src`. */
export interface ImageRequest {
  src: string
  srcSet?: string
  sizes?: string
  sources?: { media: string; srcSet: string }[]
}

/** What to ask a store with `images` for `src` in `layout`: a srcset, or Data saver's smallest fit; null: as is. */
export function imageRequest(src: string, layout: ImageLayout, saver: boolean): ImageRequest | null {
  if (resizedUrl(src, IMAGE_WIDTHS[0]) === null) return null
  const at = (w: number) => resizedUrl(src, w)!
  if (!saver)
    return {
      src,
      srcSet: layoutWidths(layout)
        .map((w) => `${at(w)} ${w}w`)
        .join(', '),
      sizes: imageSizes(layout),
    }
  const { steps, last } = saverWidths(layout)
  return {
    src: at(last),
    ...(steps.length
      ? { sources: steps.map((s) => ({ media: `(max-width: ${s.maxViewport}px)`, srcSet: at(s.width) })) }
      : {}),
  }
}
