import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { VariantCache } from './image-variants'
import { Limiter } from './limiter'
import { PhotoCache } from './store-photos'

/** Which catalogue the API's URLs point at: photos (`.jpg`, the default) or the drawn SVG art. */
export type ImageStyle = 'photos' | 'drawn'

/** The repository's `.cache/store-images/` (gitignored): `photos/` and `variants/`. */
export const DEFAULT_IMAGE_CACHE_DIR = fileURLToPath(new URL('../../.cache/store-images', import.meta.url))

/** Options of StoreImages; everything has a default. */
export interface StoreImagesOptions {
  /** Default 'photos'. */
  style?: ImageStyle
  /** Cache folder. Default DEFAULT_IMAGE_CACHE_DIR. */
  dir?: string
  /** Bytes of resized images kept on disk. Default 64 MB. */
  maxVariantBytes?: number
  /** Resizes at once (the rest wait). Default 2. */
  resizeConcurrency?: number
  /** Photos made at once. Default 2. */
  photoConcurrency?: number
}

/** The reference API's images: which catalogue it sends, its photos and its resized variants. */
export class StoreImages {
  readonly style: ImageStyle
  readonly photos: PhotoCache
  readonly variants: VariantCache

  constructor(options: StoreImagesOptions = {}) {
    const dir = options.dir ?? DEFAULT_IMAGE_CACHE_DIR
    this.style = options.style ?? 'photos'
    this.photos = new PhotoCache(join(dir, 'photos'), new Limiter(options.photoConcurrency ?? 2))
    this.variants = new VariantCache(
      join(dir, 'variants'),
      options.maxVariantBytes ?? 64 * 1024 * 1024,
      new Limiter(options.resizeConcurrency ?? 2),
    )
  }
}

/** The style named by an environment value: 'drawn' → drawn, anything else → photos. */
export function imageStyleFrom(value: string | undefined): ImageStyle {
  return value === 'drawn' ? 'drawn' : 'photos'
}
