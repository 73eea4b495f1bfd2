import type { ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { ThemeProvider } from 'styled-components'
import { theme } from '@/styles/theme'
import { GlobalStyle } from '@/styles/global-style'
import { SignOutContext } from '@/features/auth/sign-out-action'
import { signOut } from './session-wiring'

/**
 * The providers around the router: theme, global style, React Query and the app's sign-out (for
 * the pages that offer it, which may not import the app's wiring). The browser entry and the
 * server renderer both use this one tree, so the server's markup and the first client render match
 * (a hydration mismatch makes React throw the server markup away).
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <QueryClientProvider client={queryClient}>
        <SignOutContext value={signOut}>{children}</SignOutContext>
      </QueryClientProvider>
    </ThemeProvider>
  )
}
