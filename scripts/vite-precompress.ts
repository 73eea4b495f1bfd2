import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import type { Plugin } from 'vite'
import { COMPRESSIBLE_EXTENSIONS, extensionOf, MIN_COMPRESS_BYTES } from '../src/lib/content-types.ts'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * Writes `<file>.br` (brotli quality 11) and `<file>.gz` (gzip level 9; PRECOMPRESSED_SUFFIXES) beside every text file of the
 * build folder `dir` of at least MIN_COMPRESS_BYTES, so a static server sends them as they are
 * (Hono's serveStatic `precompressed`) instead of compressing on each request. Skips dot-folders
 * (`.vite/`: never served) and the compressed copies themselves. Resolves to the number of files
 * compressed. Run after everything else has written into `dir` (prerendered pages, sw.js).
 */
export async function precompressBuild(dir: string): Promise<number> {
  const files = (await readdir(dir, { recursive: true })).filter(
    (rel) =>
      COMPRESSIBLE_EXTENSIONS.has(extensionOf(rel.split(sep).join('/'))) &&
      !rel.split(sep).some((segment) => segment.startsWith('.')),
  )
  let count = 0
  // Two at a time: compression runs in libuv's pool, and the build machine may be shared.
  for (let i = 0; i < files.length; i += 2) {
    const done = await Promise.all(files.slice(i, i + 2).map((rel) => compressOne(join(dir, rel))))
    count += done.filter(Boolean).length
  }
  return count
}

async function compressOne(file: string): Promise<boolean> {
  const info = await stat(file)
  if (!info.isFile() || info.size < MIN_COMPRESS_BYTES) return false
  const body = await readFile(file)
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzipAsync(body, { level: 9 }),
  ])
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
  return true
}

/**
 * The build step: once the browser build has closed (after the prerender step and the service
 * worker's precache manifest, so shell.html and sw.js get their copies too and no `.br`/`.gz` is
 * ever precached), writes the compressed siblings into the output folder. Not for `--ssr` builds.
 */
export function precompress(): Plugin {
  let outDir = ''
  let skip = false
  return {
    name: 'storefront-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
      skip = Boolean(config.build.ssr)
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!skip) await precompressBuild(outDir)
      },
    },
  }
}
