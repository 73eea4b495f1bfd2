import { useEffect, useRef, useState } from 'react'
import { createLink, Link, useRouterState } from '@tanstack/react-router'
import { useQuery } from '@/lib/use-query'
import styled from 'styled-components'
import { displayStoreName, storeInfoQueryOptions } from '@/features/store-info/api/store-info'
import { useCartCount } from '@/features/cart/cart-store'
import { useIsSignedIn } from '@/features/auth/session'
import { lazyOptional } from '@/lib/lazy-optional'
import { useHydrated } from '@/lib/use-hydrated'
import { useT } from '@/i18n/use-t'
import { LanguageSelect } from './language-select'
import { SEARCH_FIELD_ID, SEARCH_FORM_ID, SearchSlot } from './header-search-slot'
import { CartIcon, HeartIcon, MenuIcon, SearchIcon, UserIcon } from './icons'

// The search form loads right after the first paint, into a slot of its size (no shift): not in the first-load JS.
const HeaderSearch = lazyOptional(
  () => import('./header-search'),
  (m) => m.HeaderSearch,
  ({ open }) => <SearchSlot open={open} />,
)

/** Header categories when store info has none. */
export const DEFAULT_HEADER_CATEGORIES = ['TV & Video Accessories', 'Mobile Accessories', 'Audio']

/**
 * The header: store name, ≤ 3 category links, product search (a Search button opening a
 * full-width field below 1100 px), wishlist, cart badge, account/Login, mobile menu, opaque after 20 px.
 */
export function Header() {
  const { data: store } = useQuery(storeInfoQueryOptions())
  const t = useT()
  const count = useCartCount()
  const signedIn = useIsSignedIn()
  const href = useRouterState({ select: (s) => s.location.href })
  // The menu and the phone search are open only for the page they were opened on, so they close on every navigation.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === href
  const [searchOn, setSearchOn] = useState<string | null>(null)
  const searchOpen = searchOn === href
  const searchToggle = useRef<HTMLButtonElement>(null)
  // Not in the server's HTML: that field would be dropped, with what the shopper typed into it,
  // when the form's own chunk arrives after hydration. The slot holds its place until then.
  const hydrated = useHydrated()
  useEffect(() => {
    if (searchOpen) document.getElementById(SEARCH_FIELD_ID)?.focus()
  }, [searchOpen])
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 20)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  const categories = (store?.categories.length ? store.categories : DEFAULT_HEADER_CATEGORIES).slice(0, 3)
  return (
    <Bar $opaque={scrolled || open || searchOpen} data-opaque={scrolled || open || searchOpen}>
      <Inner>
        <Brand to="/">{displayStoreName(store)}</Brand>
        <Nav id="main-menu" aria-label={t('header.nav')} $open={open}>
          <Link to="/products">{t('header.allProducts')}</Link>
          {categories.map((c) => (
            <Link key={c} to="/products" search={{ category: c.toLowerCase() }}>
              {c}
            </Link>
          ))}
          <LanguageSelect />
        </Nav>
        {hydrated ? (
          <HeaderSearch
            open={searchOpen}
            onClose={() => {
              setSearchOn(null)
              searchToggle.current?.focus()
            }}
          />
        ) : (
          <SearchSlot open={searchOpen} />
        )}
        <Actions>
          <HeaderButton
            ref={searchToggle}
            type="button"
            aria-label={t('header.search')}
            aria-expanded={searchOpen}
            aria-controls={SEARCH_FORM_ID}
            $hideFrom="lg"
            onClick={() => setSearchOn(searchOpen ? null : href)}
          >
            <SearchIcon />
          </HeaderButton>
          <IconLink to="/wishlist" aria-label={t('header.wishlist')}>
            <HeartIcon />
          </IconLink>
          <IconLink to="/cart" aria-label={count > 0 ? t('header.cartCount', { count }) : t('header.cart')}>
            <CartIcon />
            {count > 0 && <Badge aria-hidden="true">{count > 99 ? '99+' : count}</Badge>}
          </IconLink>
          {signedIn ? (
            <IconLink to="/account" aria-label={t('header.account')}>
              <UserIcon />
            </IconLink>
          ) : (
            <LoginLink to="/login">{t('header.login')}</LoginLink>
          )}
          <HeaderButton
            type="button"
            aria-label={t('header.menu')}
            aria-expanded={open}
            aria-controls="main-menu"
            $hideFrom="md"
            onClick={() => setOpenOn(open ? null : href)}
          >
            <MenuIcon />
          </HeaderButton>
        </Actions>
      </Inner>
    </Bar>
  )
}

const Bar = styled.header<{ $opaque: boolean }>`
  position: sticky;
  top: 0;
  z-index: 20;
  background: ${({ $opaque }) => ($opaque ? '#ffffff' : 'rgba(255,255,255,0.85)')};
  box-shadow: ${({ $opaque, theme }) => ($opaque ? theme.shadow : 'none')};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  transition:
    background 0.2s,
    box-shadow 0.2s;
`
const Inner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 12px;
  min-height: var(--header-row);
  display: flex;
  align-items: center;
  gap: 8px;
  flex-wrap: wrap;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    gap: 12px;
  }
  /* From 1100 px: name, search box and buttons in one row, the menu links in a row below. */
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    row-gap: 0;
  }
`
const Brand = createLink(styled.a`
  font-weight: 800;
  font-size: 1.15rem;
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  max-width: 45vw;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  /* Phones: the name takes what the buttons leave (ellipsis if long), so the buttons never wrap below it. */
  flex: 1 1 0;
  min-width: 0;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    flex: 0 1 auto;
  }
  /* From 1100 px the search box follows the name: a column of its own, so the store's name arriving
     (a prerendered page shows the default) never moves it. */
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    flex: 0 0 240px;
  }
`)
const Nav = styled.nav<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  order: 3;
  width: 100%;
  flex-direction: column;
  padding-bottom: 8px;
  a {
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    padding: 10px 4px;
    min-height: var(--header-menu-row);
    display: flex;
    align-items: center;
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    display: flex;
    order: 0;
    width: auto;
    flex: 1;
    flex-direction: row;
    gap: 16px;
    padding: 0;
    a {
      max-width: 26ch;
    }
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}px) {
    order: 5;
    flex-basis: 100%;
  }
`
const Actions = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    gap: 4px;
  }
`
const IconLink = createLink(styled.a`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 44px;
  color: ${({ theme }) => theme.color.text};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    width: 44px;
  }
`)
const Badge = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  min-width: 20px;
  height: 20px;
  padding: 0 5px;
  border-radius: 10px;
  background: ${({ theme }) => theme.color.accent};
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
  display: flex;
  align-items: center;
  justify-content: center;
`
const LoginLink = createLink(styled.a`
  margin: 0 2px;
  padding: 0 10px;
  min-height: 40px;
  display: inline-flex;
  align-items: center;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.primary};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    padding: 0 14px;
  }
`)
/** An icon button of the header (menu, search) that only narrower screens need: hidden from the `$hideFrom` breakpoint. */
const HeaderButton = styled.button<{ $hideFrom: 'md' | 'lg' }>`
  width: 40px;
  height: 44px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  cursor: pointer;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    width: 44px;
  }
  @media (min-width: ${({ theme, $hideFrom }) => theme.breakpoint[$hideFrom]}px) {
    display: none;
  }
`
