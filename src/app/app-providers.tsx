import { useEffect, useState, type ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { I18nProvider } from '@lingui/react'
import type { I18n } from '@lingui/core'
import { fixedI18n, i18n as appI18n } from '@/i18n/i18n'
import { ApiContext } from '@/lib/api-context'
import type { ApiClient } from '@/lib/api-client'
import { SignOutContext, type SignOutAction } from '@/features/auth/sign-out-action'
import { RenderedDataSaver, type DataSaverMode } from '@/lib/data-saver'

/** The providers around the router; browser and server share this tree so hydration matches. No styles: layouts bring ThemeFrame. */
export function AppProviders({
  queryClient,
  api,
  session,
  i18n,
  dataSaver = 'off',
  children,
}: {
  queryClient: QueryClient
  /** The app's store API client (components read it with useApi). */
  api: ApiClient
  /** The browser's sign-out; none where nobody is signed in (the server). */
  session?: SignOutAction
  i18n?: I18n
  /** A server render's Data saver mode (its request's). */
  dataSaver?: DataSaverMode
  children: ReactNode
}) {
  const shown = useShownI18n()
  return (
    <I18nProvider i18n={i18n ?? shown}>
      <QueryClientProvider client={queryClient}>
        <ApiContext value={api}>
          <RenderedDataSaver value={dataSaver}>
            {session ? <SignOutContext value={session}>{children}</SignOutContext> : children}
          </RenderedDataSaver>
        </ApiContext>
      </QueryClientProvider>
    </I18nProvider>
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
