import { useEffect, useState, type ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { ThemeProvider } from 'styled-components'
import { I18nProvider } from '@lingui/react'
import type { I18n } from '@lingui/core'
import { theme } from '@/styles/theme'
import { GlobalStyle } from '@/styles/global-style'
import { fixedI18n, i18n as appI18n } from '@/i18n/i18n'
import { SignOutContext } from '@/features/auth/sign-out-action'
import { prepareSignOut, signOut } from './session-wiring'

/** The app's sign-out, one object for the app's life (a context value that never changes). */
const SIGN_OUT = { signOut, prepare: prepareSignOut }

/**
 * The providers around the router: theme, global style, the language (Lingui), React Query and the
 * app's sign-out (for the pages that offer it, which may not import the app's wiring). The browser
 * entry and the server renderer both use this one tree, so the server's markup and the first client
 * render match (a hydration mismatch makes React throw the server markup away). The server passes
 * an `i18n` of its own per request; the browser follows the app's instance through a fixed instance
 * per language (see fixedI18n), held in state so a switch is an ordinary React update.
 */
export function AppProviders({
  queryClient,
  i18n,
  children,
}: {
  queryClient: QueryClient
  i18n?: I18n
  children: ReactNode
}) {
  const shown = useShownI18n()
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <I18nProvider i18n={i18n ?? shown}>
        <QueryClientProvider client={queryClient}>
          <SignOutContext value={SIGN_OUT}>{children}</SignOutContext>
        </QueryClientProvider>
      </I18nProvider>
    </ThemeProvider>
  )
}

/** The fixed instance of the app's current language, updated on each switch. */
function useShownI18n(): I18n {
  const [shown, setShown] = useState(fixedI18n)
  useEffect(() => {
    const follow = () => setShown(fixedI18n())
    // A switch made between the first render and this effect.
    follow()
    return appI18n.on('change', follow)
  }, [])
  return shown
}
