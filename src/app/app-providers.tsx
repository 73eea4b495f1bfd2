import { useEffect, useState, type ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { ThemeProvider } from 'styled-components'
import { I18nProvider } from '@lingui/react'
import type { I18n } from '@lingui/core'
import { theme } from '@/styles/theme'
import { GlobalStyle } from '@/styles/global-style'
import { fixedI18n, i18n as appI18n } from '@/i18n/i18n'
import { SignOutContext } from '@/features/auth/sign-out-action'
import { RenderedDataSaver, type DataSaverMode } from '@/lib/data-saver'
import { prepareSignOut, signOut } from './session-wiring'

const SIGN_OUT = { signOut, prepare: prepareSignOut }

/** The providers around the router; browser and server share this tree so hydration matches. */
export function AppProviders({
  queryClient,
  i18n,
  dataSaver = 'off',
  children,
}: {
  queryClient: QueryClient
  i18n?: I18n
  /** A server render's Data saver mode (its request's). */
  dataSaver?: DataSaverMode
  children: ReactNode
}) {
  const shown = useShownI18n()
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <I18nProvider i18n={i18n ?? shown}>
        <QueryClientProvider client={queryClient}>
          <SignOutContext value={SIGN_OUT}>
            <RenderedDataSaver value={dataSaver}>{children}</RenderedDataSaver>
          </SignOutContext>
        </QueryClientProvider>
      </I18nProvider>
    </ThemeProvider>
  )
}

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
