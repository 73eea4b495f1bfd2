export interface LcpImage {
  src: string
  srcset?: string
  sizes?: string
  /** A preload must use the same mode to be used. */
  crossOrigin?: string
  /** The `<source>`s of its `<picture>` (Data saver), in order: the first whose media matches wins. */
  sources?: { media: string; srcset: string }[]
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" }
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => ENTITIES[e]!)

const attribute = (tag: string, name: string) => {
  const m = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)
  return m ? unescape(m[1]!) : undefined
}

/** The `<source>`s of the `<picture>` still open at the end of `before` (none outside one). */
function pictureSources(before: string): { media: string; srcset: string }[] {
  const open = before.lastIndexOf('<picture')
  if (open < 0 || before.indexOf('</picture>', open) >= 0) return []
  return [...before.slice(open).matchAll(/<source\s[^>]*>/g)].map((m) => ({
    media: attribute(m[0], 'media') ?? '',
    srcset: attribute(m[0], 'srcset') ?? '',
  }))
}

/** The first `<img fetchpriority="high">` in rendered HTML, unescaped, with its `<picture>`'s sources, or null. */
export function findLcpImage(html: string): LcpImage | null {
  for (const tag of html.matchAll(/<img\s[^>]*>/g)) {
    if (!/\sfetchpriority="high"/i.test(tag[0])) continue
    const attr = (name: string) => attribute(tag[0], name)
    const src = attr('src')
    if (!src) continue
    const srcset = attr('srcset')
    const sizes = attr('sizes')
    const crossOrigin = attr('crossorigin')
    const sources = pictureSources(html.slice(0, tag.index))
    return {
      src,
      ...(srcset ? { srcset } : {}),
      ...(sizes ? { sizes } : {}),
      ...(crossOrigin !== undefined ? { crossOrigin: crossOrigin || 'anonymous' } : {}),
      ...(sources.length ? { sources } : {}),
    }
  }
  return null
}
