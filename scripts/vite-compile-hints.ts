import type { Plugin } from 'vite'
import { persisterFiles } from './vite-storefront-html.ts'

/** V8's explicit compile hint: compile every function of this file while it streams in (Chrome 136+). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/** What `startupChunks` reads of a built chunk (Rolldown's OutputChunk has these fields). */
export interface ChunkInfo {
  type: 'chunk' | 'asset'
  fileName: string
  isEntry: boolean
  imports: string[]
}

/**
 * The chunks every start of the app runs before its first view: the browser entries, everything they
 * import statically (transitively), and the chunks named in `alsoFiles` with theirs (e.g. the saved
 * catalogue's restore, which the entry imports dynamically but always awaits).
 */
export function startupChunks(bundle: Record<string, ChunkInfo>, alsoFiles: string[] = []): Set<string> {
  const chunks = new Map(
    Object.values(bundle)
      .filter((c) => c.type === 'chunk')
      .map((c) => [c.fileName, c]),
  )
  const found = new Set<string>()
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName)
    if (!chunk || found.has(fileName)) return
    found.add(fileName)
    chunk.imports.forEach(visit)
  }
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName)
  alsoFiles.forEach(visit)
  return found
}

/**
 * Puts V8's compile hint atop the start-up chunks, the saved catalogue's restore among them (the
 * chunks `persisterFiles` finds, which the shell's HTML modulepreloads). Module scripts that a
 * service worker serves get no code cache, so a cold start (an installed app launched offline)
 * otherwise compiles each function on the main thread the first time it runs, most of them during
 * the first render; with the hint V8 compiles them on the thread that streams the file in. Other
 * browsers read a comment. Added after minification, which would drop it; the file names' hashes do
 * not change with it (it is the same in every build).
 */
export function compileHints(): Plugin {
  return {
    name: 'storefront-compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    // Last: Vite's own generateBundle rewrites the chunks that import others lazily.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = bundle as unknown as Record<string, ChunkInfo>
        for (const fileName of startupChunks(chunks, persisterFiles({ bundle }))) {
          const chunk = bundle[fileName]
          if (chunk?.type === 'chunk' && !chunk.code.startsWith(COMPILE_HINT))
            chunk.code = `${COMPILE_HINT}\n${chunk.code}`
        }
      },
    },
  }
}
