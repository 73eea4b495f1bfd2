import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { messages as enMessages } from './compiled/en'
import { DEFAULT_LOCALE, type Locale } from './locales'
import type { MessageId } from './catalogs/en'
import { retryingImport } from '@/lib/retry-import'

export type { MessageId }
/** A message's placeholder values: `{count}`, `{name}`… */
export type MessageValues = Record<string, string | number>
/** Looks a message up in the active language and fills its placeholders. */
export type Translate = (id: MessageId, values?: MessageValues) => string

/**
 * The app's one Lingui instance in the browser. English (the reference) is in the first bundle;
 * other catalogues load on demand (loadMessages). The server makes one instance per request
 * (createI18n), since requests in different languages render at once.
 */
export const i18n: I18n = setupI18n({ locale: DEFAULT_LOCALE, messages: { en: enMessages } })

// Each non-English catalogue is a chunk of its own, loaded when chosen (and precached by the service
// worker); after a failed load, asked for again under an address of its own (retryingImport).
const hindi = retryingImport(() => import('./compiled/hi'))
const loaders: Record<Exclude<Locale, 'en'>, () => Promise<Messages>> = {
  hi: () => hindi().then((m) => m.messages),
}

const loaded = new Map<Locale, Promise<Messages>>([['en', Promise.resolve(enMessages)]])

/**
 * A language's compiled messages, loaded once. English fills any gap, so a message missing from a
 * catalogue reads in English rather than as its id. Rejects when the chunk cannot load (offline
 * without a precache); a later call tries again.
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  let messages = loaded.get(locale)
  if (!messages) {
    messages = loaders[locale as Exclude<Locale, 'en'>]().then((m) => ({ ...enMessages, ...m }))
    messages.catch(() => loaded.delete(locale))
    loaded.set(locale, messages)
  }
  return messages
}

/** Makes `locale` the language of `target` (the app's instance by default), loading its catalogue first. */
export async function activateLocale(locale: Locale, target: I18n = i18n): Promise<void> {
  const messages = await loadMessages(locale)
  if (target.locale === locale && target.messages === messages) return
  target.load(locale, messages)
  target.activate(locale)
}

/**
 * A Lingui instance fixed in the app's current language and messages, made once per language and
 * never switched: what the browser's provider hands to components. A render that React replays
 * with the earlier language (hydrating a server-rendered part after the shopper has already
 * switched) then reads the earlier messages, as the server's markup has them, not the app's
 * instance, which switches at once.
 */
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

/** A Lingui instance of its own in `locale` (one per server render). */
export async function createI18n(locale: Locale): Promise<I18n> {
  const instance = setupI18n({ locale: DEFAULT_LOCALE, messages: { en: enMessages } })
  await activateLocale(locale, instance)
  return instance
}

/** The language the app shows now. */
export const currentLocale = (): Locale => i18n.locale as Locale

/**
 * A message in the app's current language, for code outside a component's render (toasts,
 * validation messages): it reads the language when called, so call it when the text is shown,
 * never at module load. Components use useT, which re-renders them on a switch.
 */
export const t: Translate = (id, values) => i18n._(id, values)

/**
 * An object whose properties are messages read in the current language each time they are read:
 * `messageGetters({ failed: 'auth.loginFailed' }).failed` is that message's text now. For a
 * module's named messages (a toast's wording, validation messages) that outlive a language switch.
 */
export function messageGetters<K extends string>(ids: Record<K, MessageId>): Readonly<Record<K, string>> {
  const messages = {} as Record<K, string>
  for (const key of Object.keys(ids) as K[])
    Object.defineProperty(messages, key, { enumerable: true, get: () => t(ids[key]) })
  return messages
}
