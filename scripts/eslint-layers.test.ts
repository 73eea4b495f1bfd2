// @vitest-environment node
import { readdirSync } from 'node:fs'
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
    ['src/lib/x.ts', "import { t } from '@/i18n/i18n'", /lowest layer/],
    ['src/i18n/x.ts', "import { isValidPhone } from '@/domain/phone'", /i18n\/ imports only lib/],
    ['src/styles/x.ts', "import { t } from '@/i18n/i18n'", /styles\/ imports only lib/],
    ['src/domain/x.ts', "import { Button } from '@/components/ui/button'", /domain\/ imports only/],
    ['src/domain/x.ts', "import { createAppRouter } from '../app/router'", /domain\/ imports only/],
    ['src/components/x.ts', "import { endSession } from '@/features/auth/session'", /components\/ import no feature/],
    ['sw/x.ts', "import { Button } from '../src/components/ui/button'", /service worker bundles no UI/],
    ['serve/x.ts', "import { startServer } from '../store-api/app'", /production server depends on neither/],
    ['serve/x.ts', "import { precompressBuild } from '../scripts/vite-precompress'", /production server/],
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
    ['src/domain/x.ts', "import { t } from '@/i18n/i18n'"],
    ['src/i18n/x.ts', "import { retryingImport } from '@/lib/retry-import'"],
    ['sw/x.ts', "import { SENDER_LOCK } from '../src/features/orders/outbox/outbox-lock'"],
    ['serve/start.ts', "import { startServer } from '../store-api/app'"],
  ])('%s: %s passes', async (file, code) => {
    expect(await layerErrors(file, `${code}\nexport {}\n`)).toEqual([])
  })
})

// Every folder of src/features/ is a zone of its own: importing any other feature fails.
const FEATURES = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
/** One module of `feature` to import (its first top-level .ts file, else one under api/). */
const moduleOf = (feature: string): string => {
  const top = readdirSync(`src/features/${feature}`).find((f) => /^[^.]+\.tsx?$/.test(f) && !f.includes('.test.'))
  const file = top ?? `api/${readdirSync(`src/features/${feature}/api`).find((f) => !f.includes('.test.'))}`
  return `@/features/${feature}/${file.replace(/\.tsx?$/, '')}`
}

describe('feature zones', { timeout: 30_000 }, () => {
  it('covers the feature folders', () =>
    expect(FEATURES).toEqual(expect.arrayContaining(['cart', 'delivery', 'orders'])))
  it.each(FEATURES)('%s imports no other feature, and itself freely', async (feature) => {
    const other = FEATURES.find((f) => f !== feature)!
    const errors = await layerErrors(
      `src/features/${feature}/x.ts`,
      `import * as o from '${moduleOf(other)}'\nexport { o }\n`,
    )
    expect(errors).toEqual([expect.stringMatching(/Features do not import each other/)])
    expect(
      await layerErrors(`src/features/${feature}/x.ts`, `import * as o from '${moduleOf(feature)}'\nexport { o }\n`),
    ).toEqual([])
  })
})
