import type { ImgHTMLAttributes } from 'react'
import { useStoreImage } from '@/components/ui/store-image'

/** The stock image shown when a product image fails or is missing. */
export const FALLBACK_PRODUCT_IMAGE = '/images/fallback-product.svg'

/**
 * A product <img>: the store's image (http(s), same-origin path or an inline raster image), tried
 * with CORS, then without, then the fallback image (see useStoreImage); width/height always set by
 * the caller (no layout shift). Any other URL shows the fallback at once.
 */
export function ProductImage({
  src,
  alt,
  ...rest
}: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  const safe = /^(https?:\/\/|\/(?!\/)|data:image\/(png|jpeg|webp|gif);)/i.test(src) ? src : FALLBACK_PRODUCT_IMAGE
  const image = useStoreImage(safe, FALLBACK_PRODUCT_IMAGE)
  return <img {...rest} {...image} alt={alt} />
}
