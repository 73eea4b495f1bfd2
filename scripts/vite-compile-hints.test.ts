import { describe, expect, it } from 'vitest'
import { startupChunks, type ChunkInfo } from './vite-compile-hints'

const chunk = (fileName: string, extra: Partial<ChunkInfo> = {}): ChunkInfo => ({
  type: 'chunk',
  fileName,
  isEntry: false,
  imports: [],
  ...extra,
})

describe('startupChunks', () => {
  const bundle = {
    entry: chunk('assets/index.js', { isEntry: true, imports: ['assets/page.js'] }),
    page: chunk('assets/page.js', { imports: ['assets/shared.js'] }),
    shared: chunk('assets/shared.js'),
    restore: chunk('assets/restore.js', { imports: ['assets/idb.js'] }),
    idb: chunk('assets/idb.js'),
    route: chunk('assets/checkout.js', { imports: ['assets/shared.js'] }),
    style: { ...chunk('assets/index.css'), type: 'asset' as const },
  }

  it('takes the entries and what they import, however deep', () => {
    expect([...startupChunks(bundle)].sort()).toEqual(['assets/index.js', 'assets/page.js', 'assets/shared.js'])
  })

  it('adds a named chunk and its imports, but no route loaded later', () => {
    const found = startupChunks(bundle, ['assets/restore.js'])
    expect(found).toContain('assets/restore.js')
    expect(found).toContain('assets/idb.js')
    expect(found).not.toContain('assets/checkout.js')
    expect(found).not.toContain('assets/index.css')
  })

  it('survives an import cycle', () => {
    const cyclic = {
      a: chunk('a.js', { isEntry: true, imports: ['b.js'] }),
      b: chunk('b.js', { imports: ['a.js'] }),
    }
    expect([...startupChunks(cyclic)].sort()).toEqual(['a.js', 'b.js'])
  })
})
