import type { ReactNode } from 'react'
import { ThemeProvider } from 'styled-components'
import { GlobalStyle } from '@/styles/global-style'
import { theme } from '@/styles/theme'

/**
 * The theme and the global styles, around each layout and each view shown outside one (the error
 * view): they come with the page's chunks, so the entry carries no styling library. Nesting is harmless.
 */
export function ThemeFrame({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  )
}
