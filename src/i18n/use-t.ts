import { useContext } from 'react'
import { LinguiContext } from '@lingui/react'
import { i18n, t, type Translate } from './i18n'
import type { Locale } from './locales'

/**
 * The `t` of the language shown: a component that reads it re-renders when the shopper switches
 * language. Outside the app's providers (a component rendered alone in a test) it reads the app's
 * instance.
 */
export function useT(): Translate {
  const context = useContext(LinguiContext)
  return (context?._ as Translate | undefined) ?? t
}

/** The language shown ('en' | 'hi'); re-renders on a switch. */
export function useLocale(): Locale {
  const context = useContext(LinguiContext)
  return (context?.i18n ?? i18n).locale as Locale
}
