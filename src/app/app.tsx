import { use } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { ThemeProvider } from 'styled-components'
import { theme } from '@/styles/theme'
import { GlobalStyle } from '@/styles/global-style'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'
import { wireSession } from './session-wiring'
import { startQueryPersistence } from './persist'
import { startPwa } from './start-pwa'

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)
wireSession(queryClient, router)
// A returning shopper's saved catalogue is restored before the router loads any data (null on a first visit).
const restoring = startQueryPersistence(queryClient)
startPwa(queryClient, router)

/** The app's providers: theme, React Query and the router. */
export function App() {
  // Suspending here keeps index.html's static first view on screen until the restore is done.
  if (restoring) use(restoring)
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ThemeProvider>
  )
}
