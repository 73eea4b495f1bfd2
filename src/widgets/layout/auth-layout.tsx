// Its own message is a route page's: it also shows around a not-found view, which brings none.
import '@/i18n/route-messages'
import { Link, Outlet } from '@tanstack/react-router'
import styled from 'styled-components'
import { ThemeFrame } from '@/components/ui/theme-frame'
import { useT } from '@/i18n/use-t'
import { HydrationMark } from '@/lib/hydration-progress'

/** The sign-in and registration layout: a card with a link home. */
export function AuthLayout() {
  const t = useT()
  return (
    <ThemeFrame>
      <Page>
        <Card id="main">
          <Home to="/">{t('auth.backHome')}</Home>
          <Outlet />
        </Card>
        {/* The router renders this layout in a Suspense boundary of its own (prerendered /login and /register hydrate it). */}
        <HydrationMark />
      </Page>
    </ThemeFrame>
  )
}

// Top-aligned: a card that grows (a form's messages, the code step) moves nothing above it.
const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: start center;
  padding: clamp(16px, 6vh, 64px) 16px 16px;
  background: ${({ theme }) => theme.color.surface};
`
const Card = styled.div`
  width: 100%;
  max-width: 440px;
  background: #fff;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow};
  padding: 24px;
`
const Home = styled(Link)`
  display: inline-block;
  padding: 8px 0;
  margin-bottom: 8px;
`
