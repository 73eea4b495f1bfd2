import { useEffect, useState, type ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { I18nProvider } from '@lingui/react'
import type { I18n } from '@lingui/core'
import { fixedI18n, i18n as appI18n } from '@/i18n/i18n'
import { SignOutContext, type SignOutAction } from '@/features/auth/sign-out-action'
import { RenderedDataSaver, type DataSaverMode } from '@/lib/data-saver'

// Its code loads when a page that offers it renders (prepare), never at the click.
const signOutModule = () => import('./sign-out')
const SIGN_OUT: SignOutAction = {
  signOut: (options) => signOutModule().then((m) => m.signOut(options)),
  prepare: () =>
    signOutModule().then(
      (m) => m.prepareSignOut(),
      () => undefined,
    ),
}

/** The providers around the router; browser and server share this tree so hydration matches. No styles: layouts bring ThemeFrame. */
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
    <I18nProvider i18n={i18n ?? shown}>
      <QueryClientProvider client={queryClient}>
        <SignOutContext value={SIGN_OUT}>
          <RenderedDataSaver value={dataSaver}>{children}</RenderedDataSaver>
        </SignOutContext>
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
