import type { ReactNode } from 'react'
import { lazyOptional } from '@/lib/lazy-optional'
import { HydrationMark } from '@/lib/hydration-progress'
import { useQuery } from '@/lib/use-query'
import { RatingsShown } from '@/features/catalog/components/ratings-shown'
import { StoreResizesImages } from '@/components/ui/store-photo'
import { storeInfoQueryOptions, storeSupports } from '@/features/store-info/api/store-info'
import styled from 'styled-components'
import { ThemeFrame } from '@/components/ui/theme-frame'
import { useT } from '@/i18n/use-t'
import { Header } from './header'
import { StoreInfoStatus } from './store-info-status'
import { useApi } from '@/lib/api-context'

// Below a main at least a screen tall, the footer is never on the first screen: it loads after the first paint.
const Footer = lazyOptional(
  () => import('./footer'),
  (m) => m.Footer,
)
// Fixed at the bottom (no shift) and never in a page's first view: they load after it too.
const PwaNotices = lazyOptional(
  () => import('@/features/pwa/pwa-notices'),
  (m) => m.PwaNotices,
)

const useStoreListsReviews = (): boolean => storeSupports(useQuery(storeInfoQueryOptions(useApi())).data, 'reviews')

/**
 * Whether the store resizes images; undefined while its info is being fetched for the first time. It
 * only reads (enabled: false): a photo mounting must not ask again for store info that failed.
 */
const useStoreResizesImages = (): boolean | undefined => {
  const store = useQuery({ ...storeInfoQueryOptions(useApi()), enabled: false })
  if (!store.data && store.isPending && store.fetchStatus === 'fetching') return undefined
  return storeSupports(store.data, 'images')
}

/** The main layout: header, page, footer with the install offer (loaded just after the page; the document title and description are set for every route in the root). */
export function MainLayout({ children }: { children: ReactNode }) {
  const t = useT()
  return (
    <ThemeFrame>
      <RatingsShown value={useStoreListsReviews}>
        <StoreResizesImages value={useStoreResizesImages}>
          <a className="skip-link" href="#main">
            {t('layout.skipToContent')}
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
        </StoreResizesImages>
      </RatingsShown>
    </ThemeFrame>
  )
}

const Main = styled.main`
  min-height: 100vh;
  outline: none;
`
