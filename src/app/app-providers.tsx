import { useEffect, useState, type ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { ThemeProvider } from 'styled-components'
import { I18nProvider } from '@lingui/react'
import type { I18n } from '@lingui/core'
import { theme } from '@/styles/theme'
import { GlobalStyle } from '@/styles/global-style'
import { fixedI18n, i18n as appI18n } from '@/i18n/i18n'
import { ApiContext } from '@/lib/api-context'
import type { ApiClient } from '@/lib/api-client'
import { SignOutContext, type SignOutAction } from '@/features/auth/sign-out-action'

/** The providers around the router; browser and server share this tree so hydration matches. */
export function AppProviders({
  queryClient,
  api,
  session,
  i18n,
  children,
}: {
  queryClient: QueryClient
  /** The app's store API client (components read it with useApi). */
  api: ApiClient
  /** The browser's sign-out; none where nobody is signed in (the server). */
  session?: SignOutAction
  i18n?: I18n
  children: ReactNode
}) {
  const shown = useShownI18n()
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <I18nProvider i18n={i18n ?? shown}>
        <QueryClientProvider client={queryClient}>
          <ApiContext value={api}>
            {session ? <SignOutContext value={session}>{children}</SignOutContext> : children}
          </ApiContext>
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
