import type { ReactNode } from 'react'
import styled from 'styled-components'
import { Header } from './header'
import { Footer } from './footer'
import { StoreInfoStatus } from './store-info-status'
import { DocumentMeta } from './document-meta'
import { InstallPrompt } from '@/features/pwa/install-prompt'
import { PwaNotices } from '@/features/pwa/pwa-notices'

/** Main layout of spec §2: header, page, footer; page title and description from store info. */
export function MainLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      <DocumentMeta />
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
