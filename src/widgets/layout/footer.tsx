import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@/lib/use-query'
import styled from 'styled-components'
import { displayStoreName, storeInfoQueryOptions } from '@/features/store-info/api/store-info'
import { safeUrl } from '@/lib/safe-url'
import { storeContact } from '@/features/store-info/contact-links'
import { InstallPrompt } from '@/features/pwa/install-prompt'
import { t as translate, type Translate } from '@/i18n/i18n'
import { useT } from '@/i18n/use-t'
import { useHydrated } from '@/lib/use-hydrated'
import { CartIcon, GridIcon, HomeIcon, UserIcon } from './icons'
import { useApi } from '@/lib/api-context'

const POLICY_LINKS = [
  ['terms', 'policy.terms'],
  ['privacy', 'policy.privacy'],
  ['refund', 'policy.refund'],
  ['return', 'policy.return'],
  ['shipping', 'policy.shipping'],
  ['about', 'policy.about'],
] as const
const ACCOUNT_LINKS = [
  ['/account', 'footer.myAccount'],
  ['/orders', 'footer.myOrders'],
  ['/track-order', 'footer.trackOrder'],
] as const
const CATEGORY_LABELS = ['TV & Video Accessories', 'Mobile Accessories', 'Laptop Accessories', 'Cables', 'Audio']
const DEFAULT_SOCIAL: Record<string, string> = {
  instagram: 'https://www.instagram.com/',
  facebook: 'https://www.facebook.com/',
  twitter: 'https://x.com/',
}

/**
 * The footer's copyright line, "© 2026 Acme Pvt. Ltd. All rights reserved.": the owner's name is
 * followed by one full stop, never two, however the name ends.
 */
export function copyrightLine(owner: string, year: number, t: Translate = translate): string {
  return t('footer.copyright', { year, owner: owner.replace(/[.\s]+$/, '') })
}

/** The year the build was made: what the HTML of a server or the build says, so hydration matches it. */
const BUILD_YEAR: number = typeof __BUILD_YEAR__ === 'number' ? __BUILD_YEAR__ : new Date().getFullYear()

/**
 * The footer: description, contact, help and account links, category labels, social links,
 * copyright, mobile bottom bar, then the install offer. Nothing follows it on the page, so what
 * appears late is put here: it pushes nothing down (no layout shift). It waits while store info is
 * being fetched, so its own lines never appear one by one; a paused or failed fetch shows the
 * defaults. A footer already shown by the page's HTML (hydrated) stays, with the defaults, until
 * store info is in. The copyright year is the build's while hydrating, this year after.
 */
export function Footer() {
  const t = useT()
  const api = useApi()
  const { data: store, isPending, fetchStatus } = useQuery(storeInfoQueryOptions(api))
  const hydrated = useHydrated()
  const [inHtml] = useState(!hydrated)
  if (isPending && fetchStatus === 'fetching' && !inHtml) return null
  const social = (['instagram', 'facebook', 'twitter'] as const).map((network) => ({
    network,
    // A server link that is not http(s) (javascript:, data:) falls back to the default.
    href: safeUrl(store?.socialLinks[network]) ?? DEFAULT_SOCIAL[network]!,
  }))
  const name = displayStoreName(store)
  const contact = storeContact(store)
  return (
    <>
      <Foot>
        <Grid>
          <div>
            <H>{name}</H>
            {store?.description && <P>{store.description}</P>}
            {store?.companyAddress && <P>{store.companyAddress}</P>}
            {contact.phone && (
              <P>
                {t('footer.support')}
                {contact.tel ? <a href={contact.tel}>{contact.phone}</a> : contact.phone}
              </P>
            )}
            {contact.email && <P>{contact.mailto ? <a href={contact.mailto}>{contact.email}</a> : contact.email}</P>}
          </div>
          <nav aria-label={t('footer.help')}>
            <H>{t('footer.help')}</H>
            <List>
              {POLICY_LINKS.map(([slug, label]) => (
                <li key={slug}>
                  <Link to="/$policyType" params={{ policyType: slug }}>
                    {t(label)}
                  </Link>
                </li>
              ))}
              <li>
                <Link to="/contact">{t('footer.contactUs')}</Link>
              </li>
            </List>
          </nav>
          <nav aria-label={t('footer.account')}>
            <H>{t('footer.account')}</H>
            <List>
              {ACCOUNT_LINKS.map(([to, label]) => (
                <li key={to}>
                  <Link to={to}>{t(label)}</Link>
                </li>
              ))}
            </List>
          </nav>
          <div>
            <H>{t('footer.categories')}</H>
            <List>
              {CATEGORY_LABELS.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </List>
            <Social aria-label={t('footer.social')}>
              {social.map((s) => (
                <a key={s.network} href={s.href} target="_blank" rel="noopener noreferrer">
                  {s.network[0]!.toUpperCase() + s.network.slice(1)}
                </a>
              ))}
            </Social>
          </div>
        </Grid>
        <Copy>{copyrightLine(store?.companyName || name, hydrated ? new Date().getFullYear() : BUILD_YEAR, t)}</Copy>
      </Foot>
      <BottomBar aria-label={t('footer.quickLinks')}>
        <Link to="/">
          <HomeIcon />
          {t('footer.home')}
        </Link>
        <Link to="/products">
          <GridIcon />
          {t('footer.category')}
        </Link>
        <Link to="/account">
          <UserIcon />
          {t('footer.myAccount')}
        </Link>
        <Link to="/cart">
          <CartIcon />
          {t('footer.cart')}
        </Link>
      </BottomBar>
      {/* The browser offers installation late (its service worker must be running first). */}
      <InstallPrompt />
    </>
  )
}

const Foot = styled.footer`
  background: #12161c;
  color: #e7e9ec;
  padding: 32px 16px;
  a {
    color: #cfe0ff;
  }
`
const Grid = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  display: grid;
  gap: 24px;
  grid-template-columns: 1fr;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    grid-template-columns: 2fr 1fr 1fr 1.3fr;
  }
`
const H = styled.h2`
  font-size: 1rem;
  margin: 0 0 8px;
`
const P = styled.p`
  margin: 0 0 6px;
  color: #c4c9d0;
`
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: 4px 0;
    color: #c4c9d0;
  }
  a {
    display: inline-block;
    padding: 6px 0;
  }
`
const Social = styled.div`
  display: flex;
  gap: 12px;
  margin-top: 12px;
  a {
    padding: 8px 0;
  }
`
const Copy = styled.p`
  max-width: 1200px;
  margin: 24px auto 0;
  color: #aab1ba;
  font-size: 0.875rem;
`
/* In the page flow, not fixed: a fixed bar would sit over the page's own buttons near the bottom
   of the screen (WCAG 2.5.8 target size, 2.4.11 focus not obscured). */
const BottomBar = styled.nav`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  background: #fff;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  a {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 2px;
    padding: 6px 0;
    min-height: 56px;
    font-size: 0.75rem;
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    display: none;
  }
`
