import { join } from 'node:path'
import sharp from 'sharp'
import { cacheKey, readFileIfAny, writeFileAtomic } from './disk-files'
import { Limiter } from './limiter'

// The photographed catalogue: each drawn SVG made once into a JPEG that weighs like a photo
// (soft light, a slight blur, texture at several scales as a photo has, so it still weighs like one
// when resized), kept on disk by a hash of the SVG and this version.
const GENERATOR_VERSION = 2
/** Width and height of every photo, px. */
export const PHOTO_SIZE = 1200
const GRAIN_SIGMA = 24
/** Mottling: noise drawn at these sizes (px) and enlarged smoothly to the photo's, with its strength. */
const MOTTLE = [
  { size: 40, sigma: 50 },
  { size: 150, sigma: 40 },
  { size: 400, sigma: 28 },
]
const JPEG_QUALITY = 82

const raw = { width: PHOTO_SIZE, height: PHOTO_SIZE, channels: 3 } as const
let grain: Promise<Buffer> | undefined
let light: Promise<Buffer> | undefined
let mottle: Promise<Buffer[]> | undefined

// Made once per process: the grain (raw RGB noise around mid-grey) and the light (a soft spot top left, darker corners).
const grainLayer = () =>
  (grain ??= sharp({
    create: {
      ...raw,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: 'gaussian', mean: 128, sigma: GRAIN_SIGMA },
    },
  })
    .raw()
    .toBuffer())
const lightLayer = () =>
  (light ??= sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_SIZE}" height="${PHOTO_SIZE}"><defs><radialGradient id="l" cx="0.3" cy="0.2" r="1"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#l)"/></svg>`,
    ),
  )
    .png()
    .toBuffer())

const mottleLayers = () =>
  (mottle ??= Promise.all(
    MOTTLE.map(({ size, sigma }) =>
      sharp({
        create: {
          width: size,
          height: size,
          channels: 3,
          background: { r: 128, g: 128, b: 128 },
          noise: { type: 'gaussian', mean: 128, sigma },
        },
      })
        .png()
        .toBuffer()
        .then((small) => sharp(small).resize(PHOTO_SIZE, PHOTO_SIZE, { kernel: 'cubic' }).raw().toBuffer()),
    ),
  ))

/** Makes the photo of a drawn SVG: a JPEG of PHOTO_SIZE × PHOTO_SIZE px, 80–250 KB for the seed's art. */
export async function svgToPhoto(svg: string): Promise<Buffer> {
  const [noise, lighting, mottling] = await Promise.all([grainLayer(), lightLayer(), mottleLayers()])
  // The art is drawn at 600 px: rendering it there and enlarging softens it like a lens (and costs less).
  const art = await sharp(Buffer.from(svg))
    .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'fill' })
    .blur(1)
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer()
  return sharp(art, { raw })
    .composite([
      { input: lighting, blend: 'soft-light' },
      ...mottling.map((input) => ({ input, raw, blend: 'soft-light' as const })),
      { input: noise, raw, blend: 'overlay' },
    ])
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer()
}

/**
 * The photos on disk (`<dir>/<key>.jpg`), made on first use, at most `limiter.limit` at a time;
 * several processes may share the folder. `made` counts the photos this instance generated.
 */
export class PhotoCache {
  made = 0
  private readonly pending = new Map<string, Promise<Buffer>>()

  constructor(
    readonly dir: string,
    private readonly limiter = new Limiter(2),
  ) {}

  /** The key of the photo of `svg` (also its file name). */
  key(svg: string): string {
    return cacheKey('photo', GENERATOR_VERSION, svg)
  }

  /** The photo of `svg` as JPEG bytes, from disk or made now (once, however many ask at the same time). */
  async photo(svg: string): Promise<Buffer> {
    const key = this.key(svg)
    const path = join(this.dir, `${key}.jpg`)
    const onDisk = await readFileIfAny(path)
    if (onDisk) return onDisk
    let job = this.pending.get(key)
    if (!job) {
      job = this.limiter
        .run(async () => {
          // Another process may have made it while this one waited.
          const made = await readFileIfAny(path)
          if (made) return made
          const photo = await svgToPhoto(svg)
          await writeFileAtomic(path, photo)
          this.made++
          return photo
        })
        .finally(() => this.pending.delete(key))
      this.pending.set(key, job)
    }
    return job
  }
}
