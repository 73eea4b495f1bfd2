import { useContext } from 'react'
import { LinguiContext } from '@lingui/react'
import { i18n, t, type Translate } from './i18n'
import './page-messages'
import type { Locale } from './locales'

/** The `t` of the language shown (re-renders on a switch); outside the providers, the app's instance. */
export function useT(): Translate {
  const context = useContext(LinguiContext)
  return (context?._ as Translate | undefined) ?? t
}

export function useLocale(): Locale {
  const context = useContext(LinguiContext)
  return (context?.i18n ?? i18n).locale as Locale
}
