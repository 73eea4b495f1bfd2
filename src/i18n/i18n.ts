import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { messages as enMessages } from './compiled/en'
import { DEFAULT_LOCALE, type Locale } from './locales'
import type { MessageId } from './catalogs/en'
import { retryingImport } from '@/lib/retry-import'

export type { MessageId }
export type MessageValues = Record<string, string | number>
export type Translate = (id: MessageId, values?: MessageValues) => string

/** English as the app reads it: the entry's messages, then the pages' once their chunks load (page-messages.ts, route-messages.ts). */
const english: Messages = { ...enMessages }

/** The browser's one Lingui instance; the server makes one per request (createI18n), as languages render at once. */
export const i18n: I18n = setupI18n({ locale: DEFAULT_LOCALE, messages: { en: english } })

// Each non-English catalogue is a chunk of its own, loaded when chosen.
const hindi = retryingImport(() => import('./compiled/hi'))
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<Messages>> = {
  hi: () => hindi().then((m) => m.messages),
}

const loaded = new Map<Locale, Promise<Messages>>([['en', Promise.resolve(english)]])

/** A language's messages, loaded once, English filling gaps; rejects if the chunk cannot load (a later call retries). */
export function loadMessages(locale: Locale): Promise<Messages> {
  let messages = loaded.get(locale)
  if (!messages) {
    messages = loaders[locale as Exclude<Locale, 'en'>]().then((m) => ({ ...english, ...m }))
    messages.catch(() => loaded.delete(locale))
    loaded.set(locale, messages)
  }
  return messages
}

export async function activateLocale(locale: Locale, target: I18n = i18n): Promise<void> {
  const messages = await loadMessages(locale)
  if (target.locale === locale && target.messages === messages) return
  target.load(locale, messages)
  target.activate(locale)
}

// Fixed per language: a render React replays while hydrating after a switch reads the messages the server used.
export function fixedI18n(): I18n {
  const locale = currentLocale()
  let instance = fixed.get(locale)
  if (!instance || instance.messages !== i18n.messages) {
    instance = setupI18n({ locale, messages: { [locale]: i18n.messages } })
    fixed.set(locale, instance)
  }
  return instance
}

const fixed = new Map<Locale, I18n>()

export async function createI18n(locale: Locale): Promise<I18n> {
  const instance = setupI18n({ locale: DEFAULT_LOCALE, messages: { en: english } })
  await activateLocale(locale, instance)
  return instance
}

export const currentLocale = (): Locale => i18n.locale as Locale

/**
 * Adds English messages that only route pages use (their chunks bring them: route-messages.ts).
 * Every instance, the server's included, reads the one English object, so all see them at once.
 */
export function addEnglishMessages(messages: Messages): void {
  Object.assign(english, messages)
}

/** A message in the current language, outside a render: call it when the text is shown, never at module load. */
export const t: Translate = (id, values) => i18n._(id, values)

/** Messages by name, each read in the current language when read (`messageGetters({ failed: 'x.failed' })`). */
export function messageGetters<K extends string>(ids: Record<K, MessageId>): Readonly<Record<K, string>> {
  const messages = {} as Record<K, string>
  for (const key of Object.keys(ids) as K[])
    Object.defineProperty(messages, key, { enumerable: true, get: () => t(ids[key]) })
  return messages
}
