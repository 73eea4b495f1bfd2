import type { ImgHTMLAttributes } from 'react'
import { useStoreImage } from '@/components/ui/store-image'

export const FALLBACK_PRODUCT_IMAGE = '/images/fallback-product.svg'

/** Tried with CORS, then without, then the fallback (see useStoreImage); the caller sets width and height. */
export function ProductImage({
  src,
  alt,
  ...rest
}: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  const safe = /^(https?:\/\/|\/(?!\/)|data:image\/(png|jpeg|webp|gif);)/i.test(src) ? src : FALLBACK_PRODUCT_IMAGE
  const image = useStoreImage(safe, FALLBACK_PRODUCT_IMAGE)
  return <img {...rest} {...image} alt={alt} />
}
