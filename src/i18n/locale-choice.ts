import { activateLocale, currentLocale, loadMessages } from './i18n'
import { isLocale, LOCALE_COOKIE, LOCALE_STORAGE_KEY, localeFromCookie, preferredLocale, type Locale } from './locales'

/** The `<html lang>` of each language, so screen readers read the page in its voice. */
const HTML_LANG: Record<Locale, string> = { en: 'en', hi: 'hi' }

const YEAR_S = 365 * 24 * 60 * 60

/** The shopper's explicit choice: localStorage, else the cookie (storage blocked or wiped); null when never chosen. */
export function chosenLocale(): Locale | null {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY)
    if (isLocale(stored)) return stored
  } catch {
    // Storage blocked: the cookie may still hold it.
  }
  return localeFromCookie(document.cookie)
}

/**
 * The language to start in: the shopper's explicit choice, else the browser's first preference
 * (Hindi when navigator.languages starts with Hindi), else English.
 */
export function startingLocale(): Locale {
  return chosenLocale() ?? preferredLocale(navigator.languages)
}

/**
 * Saves an explicit choice where the app (localStorage) and the HTML server (the `lang` cookie, a
 * year, whole site) read it. A save that fails (blocked storage) leaves the language for this visit.
 */
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
 * Starts the app in its language before the first render: loads the catalogue when it is not
 * English (the first render, and hydrating a server page rendered in it, need its messages), sets
 * `<html lang>`, and re-writes a choice kept only in localStorage to the cookie, so the next server
 * render agrees. With `heldUntil` (a prerendered page, in English, hydrates first), the catalogue
 * loads at once and the switch waits for it, to the language chosen by then. Never rejects: a
 * catalogue that cannot load leaves the page in English.
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
    // Catalogue unreachable (offline before it was ever cached): English, the reference.
  }
  showLang(currentLocale())
}

/**
 * Switches the page to `locale` at once (no reload: what the shopper typed, the scroll and the cart
 * stay) and remembers the choice. Rejects when the catalogue cannot load; the page then stays as it was.
 */
export async function chooseLocale(locale: Locale): Promise<void> {
  await activateLocale(locale)
  rememberLocale(locale)
  showLang(locale)
}
