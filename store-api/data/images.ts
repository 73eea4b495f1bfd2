/** Image file names of a product: the main picture and an alternate view. */
export function productImageNames(productId: string): string[] {
  return [`${productId}.svg`, `${productId}--2.svg`]
}

/** What an image file name refers to. */
export type ImageRef =
  { kind: 'product'; id: string; variant: number } | { kind: 'category'; slug: string } | { kind: 'logo' }

/** Parses `p-x.svg`, `p-x--2.svg`, `c-slug.svg` or `logo.svg`; anything else is null. */
export function parseImageName(file: string): ImageRef | null {
  if (file === 'logo.svg') return { kind: 'logo' }
  const category = /^c-([a-z0-9-]{1,80})\.svg$/.exec(file)
  if (category?.[1]) return { kind: 'category', slug: category[1] }
  const product = /^([a-z0-9-]{1,120}?)(?:--(\d))?\.svg$/.exec(file)
  if (product?.[1]) return { kind: 'product', id: product[1], variant: Number(product[2] ?? 1) }
  return null
}

/** Absolute URL of a stored image path ('/images/x.svg'); other URLs pass through untouched. */
export function absoluteImageUrl(origin: string, pathOrUrl: string): string {
  return pathOrUrl.startsWith('/') ? `${origin}${pathOrUrl}` : pathOrUrl
}
