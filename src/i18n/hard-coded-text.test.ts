import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findHardCodedText } from './hard-coded-text'

const SRC = join(import.meta.dirname, '..')

/**
 * Files whose text is not the store's to translate: the developer's API test page (configuration
 * and connection diagnostics, read by whoever deploys the store, not by shoppers).
 */
const NOT_SHOPPER_FACING = new Set(['pages/api-test-page.tsx'])

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) && !entry.name.endsWith('.gen.ts')
      ? [path]
      : []
  })
}

describe('no hard-coded English in what the store shows', () => {
  it('finds text in markup, spoken attributes and messages', () => {
    const found = findHardCodedText(
      'x.tsx',
      `export const A = () => (
        <div aria-label="Cart">
          Checkout
          {n === 1 ? 'item' : 'items'}
          <input placeholder={\`Search \${x}\`} />
          {t('cart.title')}
          <b>₹ UPI</b>
        </div>
      )
      notify({ title: 'Added to cart' })`,
    )
    expect(found.map((f) => f.text)).toEqual(['Cart', 'Checkout', 'item', 'items', 'Search', 'Added to cart'])
  })

  it('passes every component and module of src/ (write text through the catalogue, src/i18n/catalogs)', () => {
    const offenders = sourceFiles(SRC)
      .map((file) => relative(SRC, file))
      .filter((file) => !NOT_SHOPPER_FACING.has(file))
      .flatMap((file) =>
        findHardCodedText(file, readFileSync(join(SRC, file), 'utf8')).map((hit) => `${file}:${hit.line} ${hit.text}`),
      )
    expect(offenders).toEqual([])
  })
})
