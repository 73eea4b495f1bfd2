import { createHash, randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'

/** Hex SHA-256 of the parts, joined by newlines, cut to 32 characters (a cache key). */
export function cacheKey(...parts: (string | number)[]): string {
  return createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 32)
}

/** Writes through a temporary file and a rename, so another process never reads half a file. */
export async function writeFileAtomic(path: string, data: Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true })
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`
  await writeFile(temporary, data)
  await rename(temporary, path)
}

/** The file's bytes, or null when it does not exist. */
export async function readFileIfAny(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw err
  }
}
