/** The store's languages; English is the reference every other catalogue follows. */
export const LOCALES = ['en', 'hi'] as const
export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'en'

/** The cookie the HTML server reads the choice from (`lang=hi`); also the localStorage key. */
export const LOCALE_COOKIE = 'lang'
export const LOCALE_STORAGE_KEY = 'lang'

export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' }

export const DATE_LOCALES: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' }

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** 'hi-IN' → 'hi'; null when the store has no such language. */
export function localeOfTag(tag: string | undefined): Locale | null {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0]
  return isLocale(primary) ? primary : null
}

export function localeFromCookie(cookie: string | null | undefined): Locale | null {
  for (const part of (cookie ?? '').split(';')) {
    const [name, value] = part.split('=', 2)
    if (name?.trim() === LOCALE_COOKIE) return localeOfTag(value)
  }
  return null
}

/** The browser's first preference if the store has it, else English. */
export function preferredLocale(languages: readonly string[] | undefined): Locale {
  return localeOfTag(languages?.[0]) ?? DEFAULT_LOCALE
}

export function acceptedLanguages(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((x) => x !== undefined)
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index }
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag)
}

/** A server render's language: the `lang` cookie, else Accept-Language's first preference, else English. */
export function resolveLocale({
  cookie,
  acceptLanguage,
}: {
  cookie?: string | null
  acceptLanguage?: string | null
}): Locale {
  return localeFromCookie(cookie) ?? preferredLocale(acceptedLanguages(acceptLanguage))
}
