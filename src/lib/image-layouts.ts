// The CSS width each layout gives its store image, by viewport (from its styles), and the entries of
// IMAGE_LAYOUTS (image-sizes.ts) that follow from them: its test checks they agree. Not in the bundle.
import { IMAGE_WIDTHS, type ImageLayout, type ImageLayoutEntry } from './image-sizes'

/** A viewport range (up to `upTo` px, the last one unbounded) where the image is `vw`% of the viewport plus `px`. */
export interface Span {
  upTo?: number
  vw: number
  px: number
}

/*
 * The page is min(100vw, 1200px) less 2 × 16 px padding. Cards: 2 columns (gap 12) to 480 px;
 * auto-fill 160 px columns (gap 16, at most 248 px wide) to 767 px; then n columns (gap 16).
 */
const cards = (n: 2 | 3 | 4): Span[] => [
  { upTo: 480, vw: 50, px: -22 },
  { upTo: 767, vw: 0, px: 248 },
  { upTo: 1199, vw: 100 / n, px: -(32 + 16 * (n - 1)) / n },
  { vw: 0, px: (1168 - 16 * (n - 1)) / n },
]

export const LAYOUT_SPANS: Record<ImageLayout, Span[]> = {
  card: cards(3),
  card2: cards(2),
  card4: cards(4),
  // The product page's photo: the page's width, then half of it (gap 40) from 768 px.
  gallery: [
    { upTo: 767, vw: 100, px: -32 },
    { upTo: 1199, vw: 50, px: -36 },
    { vw: 0, px: 564 },
  ],
  // Home's category tiles: 3 columns, gap 8, then 16 from 600 px.
  tile: [
    { upTo: 599, vw: 100 / 3, px: -16 },
    { upTo: 1199, vw: 100 / 3, px: -64 / 3 },
    { vw: 0, px: (1168 - 32) / 3 },
  ],
  thumb: [{ vw: 0, px: 56 }],
  cart: [{ vw: 0, px: 88 }],
  recent: [{ vw: 0, px: 120 }],
  quickView: [{ vw: 0, px: 240 }],
}

/** The narrowest viewport the widths are worked out for (px). */
const MIN_VIEWPORT = 320
/** Sharper than this is never asked for (device px per CSS px). */
const MAX_DENSITY = 3

const round = (n: number) => Math.round(n * 100) / 100
export const widthAt = (span: Span, viewport: number): number => (span.vw * viewport) / 100 + span.px

/** The smallest ladder width ≥ `css` px, else the largest. */
export function ladderWidth(css: number): number {
  return IMAGE_WIDTHS.find((w) => w >= css) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!
}

/** Each span with the viewports it covers (from 320 px). */
const ranges = (spans: Span[]) =>
  spans.map((span, i) => {
    const from = Math.max(MIN_VIEWPORT, (spans[i - 1]?.upTo ?? 0) + 1)
    return { span, from, to: span.upTo ?? from }
  })

/** `layout`'s entry of IMAGE_LAYOUTS, worked out from its spans. */
export function layoutEntry(layout: ImageLayout): ImageLayoutEntry {
  const spans = ranges(LAYOUT_SPANS[layout])
  const sizes = spans
    .map(({ span }) => {
      const vw = round(span.vw)
      const px = round(Math.abs(span.px))
      const size = !vw ? `${px}px` : !px ? `${vw}vw` : `calc(${vw}vw ${span.px < 0 ? '-' : '+'} ${px}px)`
      return span.upTo ? `(max-width: ${span.upTo}px) ${size}` : size
    })
    .join(', ')
  const css = spans.flatMap(({ span, from, to }) => [widthAt(span, from), widthAt(span, to)])
  const widths: [number, number] = [ladderWidth(Math.min(...css)), ladderWidth(Math.max(...css) * MAX_DENSITY)]
  // Data saver: [up to viewport, width]…, each the smallest ladder width the image fits in there.
  const saver: number[] = []
  const add = (viewport: number, width: number) => {
    if (saver[saver.length - 1] === width) saver[saver.length - 2] = viewport
    else saver.push(viewport, width)
  }
  for (const { span, from, to } of spans) {
    if (span.vw > 0)
      for (const w of IMAGE_WIDTHS) {
        // The viewport at which the image outgrows `w`.
        const outgrows = Math.floor(((w - span.px) * 100) / span.vw)
        if (outgrows >= from && outgrows < to) add(outgrows, w)
      }
    add(to, ladderWidth(widthAt(span, to)))
  }
  saver.splice(-2, 1)
  return [sizes, widths, saver]
}
