import { describe, expect, it } from 'vitest'
import {
  IMAGE_LAYOUTS,
  IMAGE_WIDTHS,
  imageRequest,
  imageSizes,
  layoutWidths,
  resizedUrl,
  saverWidths,
  type ImageLayout,
} from './image-sizes'
import { ladderWidth, layoutEntry } from './image-layouts'

const LAYOUTS = Object.keys(IMAGE_LAYOUTS) as ImageLayout[]

/** The CSS width `layout` gives its image at `viewport` px, read back from its `sizes`. */
function cssWidth(layout: ImageLayout, viewport: number): number {
  for (const part of imageSizes(layout).split(', ')) {
    const m = /^(?:\(max-width: (\d+)px\) )?(.+)$/.exec(part)!
    if (m[1] && viewport > Number(m[1])) continue
    const size = m[2]!
    const calc = /^calc\(([\d.]+)vw ([-+]) ([\d.]+)px\)$/.exec(size)
    if (calc) return (Number(calc[1]) * viewport) / 100 + (calc[2] === '-' ? -1 : 1) * Number(calc[3])
    if (size.endsWith('vw')) return (parseFloat(size) * viewport) / 100
    return parseFloat(size)
  }
  throw new Error('no size')
}

describe('the width ladder', () => {
  it('is one rising list within the extension’s 64–2048 px', () => {
    expect([...IMAGE_WIDTHS].sort((a, b) => a - b)).toEqual([...IMAGE_WIDTHS])
    expect(new Set(IMAGE_WIDTHS).size).toBe(IMAGE_WIDTHS.length)
    expect(IMAGE_WIDTHS[0]).toBeGreaterThanOrEqual(64)
    expect(IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]).toBeLessThanOrEqual(2048)
    expect(IMAGE_WIDTHS.every(Number.isInteger)).toBe(true)
  })

  it('rounds up to the next width, and never past the largest', () => {
    expect(ladderWidth(1)).toBe(64)
    expect(ladderWidth(64)).toBe(64)
    expect(ladderWidth(184)).toBe(192)
    expect(ladderWidth(5000)).toBe(IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1])
  })

  it('gives each layout the ladder’s widths from 1× its narrowest to 3× its widest', () => {
    expect(layoutWidths('thumb')).toEqual([64, 96, 128, 192])
    expect(layoutWidths('cart')).toEqual([96, 128, 192, 256, 384])
    expect(layoutWidths('card')).toEqual([192, 256, 384, 512, 640, 828, 1080, 1280])
    for (const layout of LAYOUTS) {
      const widths = layoutWidths(layout)
      expect(widths.every((w) => (IMAGE_WIDTHS as readonly number[]).includes(w))).toBe(true)
      // A 3× phone gets what it needs at 412 px.
      expect(widths[widths.length - 1]).toBeGreaterThanOrEqual(Math.min(1600, cssWidth(layout, 412) * 3))
    }
  })
})

describe('sizes per layout', () => {
  it('follow from each layout’s CSS widths (image-layouts.ts)', () => {
    for (const layout of LAYOUTS) expect(IMAGE_LAYOUTS[layout], layout).toEqual(layoutEntry(layout))
  })

  it('says how wide each layout shows its image', () => {
    expect(imageSizes('card')).toBe(
      '(max-width: 480px) calc(50vw - 22px), (max-width: 767px) 248px, (max-width: 1199px) calc(33.33vw - 21.33px), 378.67px',
    )
    expect(imageSizes('card4')).toContain('(max-width: 1199px) calc(25vw - 20px), 280px')
    expect(imageSizes('gallery')).toBe(
      '(max-width: 767px) calc(100vw - 32px), (max-width: 1199px) calc(50vw - 36px), 564px',
    )
    expect(imageSizes('cart')).toBe('88px')
    expect(imageSizes('thumb')).toBe('56px')
    expect(imageSizes('quickView')).toBe('240px')
  })

  it('matches the layouts at a phone’s 412 px and a laptop’s 1280 px', () => {
    // Two cards in 412 − 2 × 16 px, 12 px apart.
    expect(cssWidth('card', 412)).toBeCloseTo((412 - 32 - 12) / 2)
    expect(cssWidth('gallery', 412)).toBe(412 - 32)
    expect(cssWidth('tile', 412)).toBeCloseTo((412 - 32 - 16) / 3, 1)
    expect(cssWidth('card', 1280)).toBeCloseTo((1168 - 32) / 3, 1)
    expect(cssWidth('card4', 1280)).toBeCloseTo((1168 - 48) / 4)
    expect(cssWidth('gallery', 1280)).toBe((1168 - 40) / 2)
  })
})

describe('Data saver widths', () => {
  it('is the smallest ladder width at least as wide as the image at every viewport (no × pixel ratio)', () => {
    for (const layout of LAYOUTS) {
      const { steps, last } = saverWidths(layout)
      for (let viewport = 320; viewport <= 1400; viewport += 1) {
        const step = steps.find((s) => viewport <= s.maxViewport)
        const width = step ? step.width : last
        const css = cssWidth(layout, viewport)
        expect(width, `${layout} at ${viewport}`).toBeGreaterThanOrEqual(Math.min(css, IMAGE_WIDTHS.at(-1)!) - 0.01)
        // The smallest, or (rounding at a breakpoint) the one for 1 px wider.
        const smallest = ladderWidth(css - 0.01)
        expect([smallest, ladderWidth(cssWidth(layout, viewport + 1))], `${layout} at ${viewport}`).toContain(width)
      }
    }
  })

  it('asks for 192 px cards and 384 px product photos on a 412 px phone', () => {
    const card = imageRequest('https://shop.test/p.jpg', 'card', true)!
    expect(card.sources![0]).toEqual({ media: '(max-width: 428px)', srcSet: 'https://shop.test/p.jpg?w=192' })
    const gallery = imageRequest('https://shop.test/p.jpg', 'gallery', true)!
    expect(gallery.sources![0]).toEqual({ media: '(max-width: 416px)', srcSet: 'https://shop.test/p.jpg?w=384' })
    expect(imageRequest('https://shop.test/p.jpg', 'cart', true)).toEqual({ src: 'https://shop.test/p.jpg?w=96' })
  })
})

describe('image URLs', () => {
  it('adds w to http(s) and same-origin URLs, keeping the store’s query string as sent', () => {
    expect(resizedUrl('https://cdn.test/a/p.jpg', 256)).toBe('https://cdn.test/a/p.jpg?w=256')
    expect(resizedUrl('http://127.0.0.1:8044/images/p.jpg?v=2&sig=a%20b+c', 64)).toBe(
      'http://127.0.0.1:8044/images/p.jpg?v=2&sig=a%20b+c&w=64',
    )
    expect(resizedUrl('/images/p.jpg?w=9&x=1#top', 128)).toBe('/images/p.jpg?w=128&x=1')
  })

  it('leaves anything else as sent: other schemes, protocol-relative URLs, SVG', () => {
    for (const src of ['data:image/png;base64,AAAA', '//evil.test/p.jpg', 'javascript:alert(1)', 'p.jpg', ''])
      expect(resizedUrl(src, 64), src).toBeNull()
    expect(resizedUrl('https://shop.test/logo.SVG', 64)).toBeNull()
    expect(imageRequest('data:image/png;base64,AAAA', 'card', false)).toBeNull()
  })

  it('gives a srcset of the layout’s widths and its sizes, the src as sent', () => {
    const request = imageRequest('https://shop.test/p.jpg', 'thumb', false)
    expect(request).toEqual({
      src: 'https://shop.test/p.jpg',
      srcSet:
        'https://shop.test/p.jpg?w=64 64w, https://shop.test/p.jpg?w=96 96w, https://shop.test/p.jpg?w=128 128w, https://shop.test/p.jpg?w=192 192w',
      sizes: '56px',
    })
  })
})
