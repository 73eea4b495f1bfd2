export interface LcpImage {
  src: string
  srcset?: string
  sizes?: string
  /** A preload must use the same mode to be used. */
  crossOrigin?: string
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" }
const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, e: string) => ENTITIES[e]!)

/** The first `<img fetchpriority="high">` in rendered HTML, unescaped, or null. */
export function findLcpImage(html: string): LcpImage | null {
  for (const tag of html.matchAll(/<img\s[^>]*>/g)) {
    if (!/\sfetchpriority="high"/i.test(tag[0])) continue
    const attr = (name: string) => {
      const m = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag[0])
      return m ? unescape(m[1]!) : undefined
    }
    const src = attr('src')
    if (!src) continue
    const srcset = attr('srcset')
    const sizes = attr('sizes')
    const crossOrigin = attr('crossorigin')
    return {
      src,
      ...(srcset ? { srcset } : {}),
      ...(sizes ? { sizes } : {}),
      ...(crossOrigin !== undefined ? { crossOrigin: crossOrigin || 'anonymous' } : {}),
    }
  }
  return null
}
