import { describe, expect, it } from 'vitest'
import { parse, type Token } from '@messageformat/parser'
import { en } from './catalogs/en'
import { hi } from './catalogs/hi'
import { CATALOGS, compileCatalog } from './compile-catalog'
import { messages as compiledEn } from './compiled/en'
import { messages as compiledEnPage } from './compiled/en-page'
import { messages as compiledEnRoutes } from './compiled/en-routes'
import { messages as compiledHi } from './compiled/hi'
import { createI18n } from './i18n'
import { englishSplit } from '../../scripts/first-load-graph'

/** The placeholders a message uses (`{count}`, `{date}`, a plural's argument), sorted. */
function placeholders(message: string): string[] {
  const names = new Set<string>()
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg)
      if (token.type === 'plural' || token.type === 'select') {
        names.add(token.arg)
        for (const c of token.cases) walk(c.tokens)
      }
    }
  }
  walk(parse(message))
  return [...names].sort()
}

describe('message catalogues', () => {
  it('has a Hindi entry for every English message, and nothing English lacks', () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort())
    for (const [id, text] of Object.entries(hi)) expect(text.trim(), id).not.toBe('')
  })

  it('uses the same placeholders in both languages', () => {
    for (const id of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(hi[id]), id).toEqual(placeholders(en[id]))
    }
  })

  it('writes Hindi in Devanagari, not English left untranslated', () => {
    // A message may be only a placeholder or a brand-like term (UPI, QR); any other text needs Devanagari.
    const untranslated = Object.entries(hi).filter(
      ([id, text]) => text === en[id as keyof typeof en] && /[A-Za-z]{4,}/.test(text.replace(/\{[^}]*\}/g, '')),
    )
    expect(untranslated).toEqual([])
  })

  it('has compiled catalogues in step with the sources (run scripts/compile-messages.ts)', () => {
    // English in three parts, by where each message is named (scripts/first-load-graph.ts).
    expect({ entry: compiledEn, page: compiledEnPage, routes: compiledEnRoutes }).toEqual(
      englishSplit(compileCatalog(CATALOGS.en)),
    )
    expect(compiledHi).toEqual(compileCatalog(CATALOGS.hi))
  })
})

describe('messages in use', () => {
  it('fills placeholders and picks plural forms in English', async () => {
    const i18n = await createI18n('en')
    expect(i18n._('header.cartCount', { count: 3 })).toBe('Cart, 3 items')
    expect(i18n._('footer.copyright', { year: 2026, owner: 'Digital Bazaar' })).toBe(
      '© 2026 Digital Bazaar. All rights reserved.',
    )
  })

  it('speaks Hindi once Hindi is active, with the same values', async () => {
    const i18n = await createI18n('hi')
    expect(i18n.locale).toBe('hi')
    expect(i18n._('header.cart')).toBe('कार्ट')
    expect(i18n._('language.label')).toBe('भाषा')
    expect(i18n._('header.cartCount', { count: 3 })).toBe('कार्ट, 3 आइटम')
  })
})
