import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importCycles, importGraph } from './import-cycles'

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'cycles-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  return dir
}

describe('import cycles', () => {
  it('src/ has none', () => {
    // Vitest runs from the repository root.
    expect(importCycles(importGraph(join(process.cwd(), 'src')))).toEqual([])
  })

  it('finds a cycle through the @/ alias, a relative import and a dynamic import', () => {
    const dir = tree({
      'a.ts': "import { b } from '@/lib/b'\nexport const a = 1",
      'lib/b.ts': "export const b = () => import('./c')",
      'lib/c.ts': "export { a } from '../a'",
      'd.ts': "import type { a } from './a'\nimport { b } from './lib/b'",
    })
    expect(importCycles(importGraph(dir))).toEqual([['a.ts', 'lib/b.ts', 'lib/c.ts']])
  })
})
