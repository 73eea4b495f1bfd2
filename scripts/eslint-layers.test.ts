// @vitest-environment node
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

/*
 * The lint's layer zones (eslint.config.js, `import-x/no-restricted-paths`) catch an import that
 * points up a layer, or from one feature into another, and let the downward ones through. Each case
 * is linted as if it were a file of that folder, with the project's own config and only that rule.
 */
const eslint = new ESLint({
  cwd: process.cwd(),
  // Only the layer rule, without type information: these files are not on disk.
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths',
})

/** The layer-rule messages for `code` placed at `filePath`. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.map((m) => m.message)
}

// Loading the config and its plugins takes seconds on a busy machine: once, before the cases.
beforeAll(() => eslint.lintText('export {}\n', { filePath: 'src/lib/x.ts' }), 120_000)

describe('layer zones', { timeout: 30_000 }, () => {
  it.each([
    ['src/pages/x.ts', "import { signOut } from '@/app/session-wiring'", /Pages import no route or app code/],
    ['src/widgets/x.ts', "import { HomePage } from '@/pages/home-page'", /Widgets import no page/],
    ['src/features/cart/x.ts', "import { HomePage } from '@/pages/home-page'", /Features import only/],
    [
      'src/features/cart/x.ts',
      "import { endSession } from '@/features/auth/session'",
      /Features do not import each other/,
    ],
    ['src/lib/x.ts', "import { endSession } from '@/features/auth/session'", /lowest layer/],
    ['src/domain/x.ts', "import { createAppRouter } from '../app/router'", /lowest layer/],
  ])('%s: %s fails', async (file, code, message) => {
    const errors = await layerErrors(file, `${code}\nexport {}\n`)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatch(message)
  })

  it.each([
    ['src/routes/x.ts', "import { HomePage } from '@/pages/home-page'"],
    ['src/pages/x.ts', "import { notify } from '@/lib/toast'"],
    ['src/features/cart/x.ts', "import { notify } from '@/lib/toast'"],
    ['src/features/auth/x.ts', "import { endSession } from '@/features/auth/session'"],
    ['src/app/x.ts', "import { endSession } from '@/features/auth/session'"],
  ])('%s: %s passes', async (file, code) => {
    expect(await layerErrors(file, `${code}\nexport {}\n`)).toEqual([])
  })
})
