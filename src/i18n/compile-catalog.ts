import type { Messages } from '@lingui/core'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { en } from './catalogs/en'
import { hi } from './catalogs/hi'
import type { Locale } from './locales'

/** Every catalogue's ICU source (build-time only). */
export const CATALOGS: Record<Locale, Record<string, string>> = { en, hi }

/** A catalogue compiled to Lingui's runtime form. Throws on a message that is not valid ICU. */
export function compileCatalog(source: Record<string, string>): Messages {
  return Object.fromEntries(
    Object.entries(source).map(([id, text]) => {
      try {
        return [id, compileMessageOrThrow(text)]
      } catch (error) {
        throw new Error(`message ${id}: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
      }
    }),
  )
}
