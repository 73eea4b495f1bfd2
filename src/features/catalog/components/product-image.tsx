import { useState, type ImgHTMLAttributes } from 'react'

/** The stock image shown when a product image fails or is missing (spec §2 Product card). */
export const FALLBACK_PRODUCT_IMAGE = '/images/fallback-product.svg'

/** An <img> that swaps to the fallback image once on error; width/height always set (no layout shift). */
export function ProductImage({ src, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  const [failed, setFailed] = useState(false)
  const safe = /^(https?:\/\/|\/(?!\/)|data:image\/(png|jpeg|webp|gif);)/i.test(src) ? src : ''
  return (
    <img
      {...rest}
      src={failed || !safe ? FALLBACK_PRODUCT_IMAGE : safe}
      alt={alt}
      onError={() => setFailed(true)}
    />
  )
}
