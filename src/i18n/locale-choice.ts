import { activateLocale, currentLocale, loadMessages } from './i18n'
import { isLocale, LOCALE_COOKIE, LOCALE_STORAGE_KEY, localeFromCookie, preferredLocale, type Locale } from './locales'

const HTML_LANG: Record<Locale, string> = { en: 'en', hi: 'hi' }

const YEAR_S = 365 * 24 * 60 * 60

/** The shopper's explicit choice (localStorage, else the cookie), or null. */
export function chosenLocale(): Locale | null {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY)
    if (isLocale(stored)) return stored
  } catch {
    // Storage blocked: the cookie may still hold it.
  }
  return localeFromCookie(document.cookie)
}

export function startingLocale(): Locale {
  return chosenLocale() ?? preferredLocale(navigator.languages)
}

/** Saves a choice for the app (localStorage) and the HTML server (`lang` cookie, a year); failures are ignored. */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale)
  } catch {
    // Blocked storage: the cookie below still carries it.
  }
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax${secure}`
}

function showLang(locale: Locale): void {
  document.documentElement.lang = HTML_LANG[locale]
}

/**
 * Starts the app in its language before the first render and syncs the choice to the cookie. With
 * `heldUntil` (a prerendered page hydrates in English first) the catalogue loads at once and the
 * switch waits for it. Never rejects: a catalogue that cannot load leaves the page in English.
 */
export async function startLocale(heldUntil?: Promise<void>): Promise<void> {
  const chosen = chosenLocale()
  if (chosen && localeFromCookie(document.cookie) !== chosen) rememberLocale(chosen)
  let locale = chosen ?? preferredLocale(navigator.languages)
  if (heldUntil) {
    void loadMessages(locale).catch(() => undefined)
    await heldUntil
    locale = chosenLocale() ?? locale
  }
  try {
    await activateLocale(locale)
  } catch {
    // Catalogue unreachable (offline, never cached): English.
  }
  showLang(currentLocale())
}

/** Switches language in place (typed text and scroll stay) and remembers it; rejects if the catalogue cannot load. */
export async function chooseLocale(locale: Locale): Promise<void> {
  await activateLocale(locale)
  rememberLocale(locale)
  showLang(locale)
}
