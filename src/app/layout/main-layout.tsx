import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Header } from './header'
import { Footer } from './footer'
import { StoreInfoStatus } from './store-info-status'
import { InstallPrompt } from '@/features/pwa/install-prompt'
import { PwaNotices } from '@/features/pwa/pwa-notices'

/** The main layout: header, page, footer (the document title and description are set for every route in the root). */
export function MainLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      <Header />
      <StoreInfoStatus />
      <Main id="main" tabIndex={-1}>{children}</Main>
      <InstallPrompt />
      <Footer />
      <PwaNotices />
    </>
  )
}

const Main = styled.main`
  min-height: 60vh;
  outline: none;
`
