import { readdir, stat, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { cacheKey, readFileIfAny, writeFileAtomic } from './disk-files'
import { Limiter } from './limiter'

// The `images` extension: an image at a width (`w`) and in a format (`fm`, else the best one `Accept` lists).
const VARIANT_VERSION = 1
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const
export type ImageFormat = (typeof IMAGE_FORMATS)[number]
export const MIN_WIDTH = 64
export const MAX_WIDTH = 2048

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
}

/** A variant asked for: `format` undefined means "negotiate from Accept". */
export interface VariantQuery {
  width?: number
  format?: ImageFormat
}

/**
 * Reads `w` and `fm`: null when neither is given (the image as sent), `{error}` when one is
 * invalid (`w` a whole number 64–2048 in decimal digits, `fm` one of IMAGE_FORMATS).
 */
export function parseVariantQuery(
  w: string | undefined,
  fm: string | undefined,
): VariantQuery | { error: string } | null {
  if (w === undefined && fm === undefined) return null
  const query: VariantQuery = {}
  if (w !== undefined) {
    const width = /^\d{1,4}$/.test(w) ? Number(w) : NaN
    if (!(width >= MIN_WIDTH && width <= MAX_WIDTH))
      return { error: `w must be a whole number of pixels from ${MIN_WIDTH} to ${MAX_WIDTH}` }
    query.width = width
  }
  if (fm !== undefined) {
    if (!(IMAGE_FORMATS as readonly string[]).includes(fm))
      return { error: `fm must be one of ${IMAGE_FORMATS.join(', ')}` }
    query.format = fm as ImageFormat
  }
  return query
}

/** The best format an `Accept` header lists with q > 0: avif, then webp, else jpeg (which every client takes). */
export function negotiateFormat(accept: string | undefined): ImageFormat {
  const listed = new Set<string>()
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [type, ...params] = part.split(';').map((s) => s.trim())
    const q = params.find((p) => p.startsWith('q='))
    if (type && !(q && Number(q.slice(2)) <= 0)) listed.add(type)
  }
  if (listed.has('image/avif')) return 'avif'
  if (listed.has('image/webp')) return 'webp'
  return 'jpeg'
}

/** Encodes `input` (JPEG, SVG, …) at `width` px wide (never wider than it is; aspect kept) in `format`. */
export async function resizeImage(input: Buffer, width: number | undefined, format: ImageFormat): Promise<Buffer> {
  let image = sharp(input)
  if (width) image = image.resize({ width, withoutEnlargement: true })
  if (format === 'avif') return image.avif({ quality: 50, effort: 2 }).toBuffer()
  if (format === 'webp') return image.webp({ quality: 75, effort: 2 }).toBuffer()
  return image.flatten({ background: '#ffffff' }).jpeg({ quality: 75 }).toBuffer()
}

/**
 * Resized images on disk (`<dir>/<key>.<format>`), at most `maxBytes` in all: the least recently
 * used go first. At most `limiter.limit` resizes run at once; the same variant asked twice at the
 * same time is made once. `resized` counts the resizes this instance ran.
 */
export class VariantCache {
  resized = 0
  /** File name → bytes, least recently used first. */
  private readonly entries = new Map<string, number>()
  private bytes = 0
  private loaded: Promise<void> | undefined
  private readonly pending = new Map<string, Promise<Buffer>>()

  constructor(
    readonly dir: string,
    readonly maxBytes: number,
    readonly limiter = new Limiter(2),
  ) {}

  /**
   * The variant of the source named `sourceKey` (a hash of its content) at `width` in `format`,
   * from disk or resized from `source()` now.
   */
  async variant(
    sourceKey: string,
    width: number | undefined,
    format: ImageFormat,
    source: () => Promise<Buffer>,
  ): Promise<Buffer> {
    await (this.loaded ??= this.load())
    const name = `${cacheKey('variant', VARIANT_VERSION, sourceKey, width ?? 'original', format)}.${format}`
    const path = join(this.dir, name)
    if (this.entries.has(name)) {
      const cached = await readFileIfAny(path)
      if (cached) {
        this.touch(name, cached.length)
        return cached
      }
      this.forget(name) // evicted by another process sharing the folder
    }
    let job = this.pending.get(name)
    if (!job) {
      job = this.limiter
        .run(async () => resizeImage(await source(), width, format))
        .then(async (data) => {
          this.resized++
          if (data.length <= this.maxBytes) {
            await writeFileAtomic(path, data)
            this.touch(name, data.length)
            await this.evict()
          }
          return data
        })
        .finally(() => this.pending.delete(name))
      this.pending.set(name, job)
    }
    return job
  }

  /** The files already in the folder, oldest first (a restart keeps its variants). */
  private async load(): Promise<void> {
    const names = await readdir(this.dir).catch(() => [] as string[])
    const found = await Promise.all(
      names
        .filter((name) => /^[0-9a-f]{32}\.(avif|webp|jpeg)$/.test(name))
        .map(async (name) => {
          const info = await stat(join(this.dir, name)).catch(() => null)
          return info && { name, bytes: info.size, time: info.mtimeMs }
        }),
    )
    for (const entry of found.filter((f) => f !== null).sort((a, b) => a.time - b.time))
      this.touch(entry.name, entry.bytes)
    await this.evict()
  }

  private touch(name: string, bytes: number): void {
    this.forget(name)
    this.entries.set(name, bytes)
    this.bytes += bytes
  }

  private forget(name: string): void {
    this.bytes -= this.entries.get(name) ?? 0
    this.entries.delete(name)
  }

  private async evict(): Promise<void> {
    for (const [name] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.forget(name)
      await unlink(join(this.dir, name)).catch(() => undefined)
    }
  }

  /** How many variants and bytes the cache holds. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes }
  }
}
