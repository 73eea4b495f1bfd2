import type { ReactNode } from 'react'
import { lazyOptional } from '@/lib/lazy-optional'
import { HydrationMark } from '@/lib/hydration-progress'
import styled from 'styled-components'
import { Header } from './header'
import { StoreInfoStatus } from './store-info-status'

// The footer sits below a main at least a screen tall, so it is never on the first screen: the page
// above it settling (a skeleton becoming the page or a 'not found' view) never moves it in view, and
// it adds nothing above the page. It loads right after the first paint, off the first-load JS.
const Footer = lazyOptional(
  () => import('./footer'),
  (m) => m.Footer,
)
// The offline banner and the update prompt are fixed at the bottom (no shift) and never part of the
// first view of a page: they load just after it too (the network watch itself starts with the app).
const PwaNotices = lazyOptional(
  () => import('@/features/pwa/pwa-notices'),
  (m) => m.PwaNotices,
)

/** The main layout: header, page, footer with the install offer (loaded just after the page; the document title and description are set for every route in the root). */
export function MainLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <StoreInfoStatus />
      <Main id="main" tabIndex={-1}>
        {children}
      </Main>
      {/* The router renders each page in a Suspense boundary of its own: this layout is its content. */}
      <HydrationMark />
      <Footer />
      <PwaNotices />
    </>
  )
}

const Main = styled.main`
  min-height: 100vh;
  outline: none;
`
