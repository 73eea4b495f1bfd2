export interface CategoryTile {
  name: string
  image: string
  path: { to: '/products'; search: { category: string } }
}

const BUILT_IN: Record<string, string> = {
  'tv & video accessories': '/images/categories/tv-video-accessories.svg',
  'tv mounts': '/images/categories/tv-mounts.svg',
  'hdmi cables': '/images/categories/hdmi-cables.svg',
  'tv remote controls': '/images/categories/tv-remote-controls.svg',
  'streaming devices': '/images/categories/streaming-devices.svg',
  'entertainment units': '/images/categories/entertainment-units.svg',
}
const FALLBACK_IMAGE = '/images/categories/default.svg'

/** The home default category when store info has none. */
export const DEFAULT_CATEGORIES = ['TV & Video Accessories']

/** The first `max` categories as tiles linking to their listing; a store image (http(s) only) overrides the built-in one. */
export function categoryTiles(
  categories: string[],
  storeImages: Record<string, string>,
  max = 3,
  isSafe: (url: string) => boolean = (u) => /^https?:\/\//i.test(u) || u.startsWith('/'),
): CategoryTile[] {
  const list = categories.length ? categories : DEFAULT_CATEGORIES
  return list.slice(0, max).map((name) => {
    const storeImage = storeImages[name] ?? storeImages[name.toLowerCase()]
    return {
      name,
      image: storeImage && isSafe(storeImage) ? storeImage : (BUILT_IN[name.toLowerCase()] ?? FALLBACK_IMAGE),
      path: { to: '/products', search: { category: name.toLowerCase() } },
    }
  })
}
