import { StorePhoto, type StorePhotoProps } from '@/components/ui/store-photo'

export const FALLBACK_PRODUCT_IMAGE = '/images/fallback-product.svg'

/** A product's photo (see StorePhoto): an unsafe URL gets the fallback picture, as does one that fails. */
export function ProductImage({ src, ...rest }: Omit<StorePhotoProps, 'fallback'>) {
  const safe = /^(https?:\/\/|\/(?!\/)|data:image\/(png|jpeg|webp|gif);)/i.test(src) ? src : FALLBACK_PRODUCT_IMAGE
  return <StorePhoto {...rest} src={safe} fallback={FALLBACK_PRODUCT_IMAGE} />
}
