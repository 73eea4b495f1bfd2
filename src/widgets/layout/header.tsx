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
import { CartIcon, CloseIcon, HeartIcon, MenuIcon, SearchIcon, UserIcon } from './icons'
import { useApi } from '@/lib/api-context'
import { useDismiss } from '@/components/ui/use-dismiss'

// The search form loads right after the first paint, into a slot of its size (no shift): not in the first-load JS.
const HeaderSearch = lazyOptional(
  () => import('./header-search'),
  (m) => m.HeaderSearch,
  ({ open }) => <SearchSlot open={open} />,
)

// Not in the first view (in the phone's closed menu; from 768 px a button whose place is kept): loaded after it.
const DataSaverSwitch = lazyOptional(
  () => import('./data-saver-switch'),
  (m) => m.DataSaverSwitch,
  () => <DataSaverSlot />,
)

/** Header categories when store info has none. */
export const DEFAULT_HEADER_CATEGORIES = ['TV & Video Accessories', 'Mobile Accessories', 'Audio']

/** The header: store name, ≤ 3 category links, search, wishlist, cart badge, account, mobile menu. */
export function Header() {
  const api = useApi()
  const { data: store } = useQuery(storeInfoQueryOptions(api))
  const t = useT()
  const count = useCartCount()
  const signedIn = useIsSignedIn()
  const href = useRouterState({ select: (s) => s.location.href })
  // The menu and the phone search are open only for the page they were opened on, so they close on every navigation.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === href
  const bar = useRef<HTMLElement>(null)
  const menu = useRef<HTMLElement>(null)
  const menuToggle = useRef<HTMLButtonElement>(null)
  /** Closes the menu; focus inside it goes back to its toggle when the toggle is shown (phones), without scrolling. */
  const closeMenu = () => {
    const toggle = menuToggle.current
    const inMenu = menu.current?.contains(document.activeElement)
    if (inMenu && toggle && toggle.getClientRects().length > 0) toggle.focus({ preventScroll: true })
    setOpenOn(null)
  }
  // The open menu lies over the page: Escape, a tap outside the header and focus leaving it close it.
  useDismiss(open, bar, (cause) => {
    if (cause === 'escape' && bar.current?.contains(document.activeElement))
      menuToggle.current?.focus({ preventScroll: true })
    setOpenOn(null)
  })
  const [searchOn, setSearchOn] = useState<string | null>(null)
  const searchOpen = searchOn === href
  const searchToggle = useRef<HTMLButtonElement>(null)
  // Not in the server's HTML: hydration would drop that field and what the shopper typed into it.
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

  const storeName = displayStoreName(store)
  const categories = (store?.categories.length ? store.categories : DEFAULT_HEADER_CATEGORIES).slice(0, 3)
  return (
    <>
      <Bar ref={bar} $opaque={scrolled || open || searchOpen} data-opaque={scrolled || open || searchOpen}>
        <Inner>
          <Brand to="/" title={storeName}>
            {storeName}
          </Brand>
          <Nav ref={menu} id="main-menu" aria-label={t('header.nav')} $open={open}>
            <Link to="/products" onClick={closeMenu}>
              {t('header.allProducts')}
            </Link>
            {categories.map((c) => (
              // A long name ends in an ellipsis; the title shows it whole on hover (its text stays the accessible name).
              <Link key={c} to="/products" search={{ category: c.toLowerCase() }} title={c} onClick={closeMenu}>
                {c}
              </Link>
            ))}
            <MenuEnd>
              {hydrated ? <DataSaverSwitch /> : <DataSaverSlot />}
              <LanguageSelect onChosen={closeMenu} />
            </MenuEnd>
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
              ref={menuToggle}
              type="button"
              aria-label={t('header.menu')}
              aria-expanded={open}
              aria-controls="main-menu"
              $hideFrom="md"
              onClick={() => setOpenOn(open ? null : href)}
            >
              {open ? <CloseIcon /> : <MenuIcon />}
            </HeaderButton>
          </Actions>
        </Inner>
      </Bar>
      {/* Dims the page under the open menu and takes the tap that closes it (the click listener above). */}
      {open && <Scrim aria-hidden="true" />}
    </>
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
  /* From 768 px the menu links take a row of their own below the name and buttons (from 1100 px with the search box). */
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    gap: 12px;
    row-gap: 0;
  }
`
const BrandAnchor = styled.a`
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
`
const Brand = createLink(BrandAnchor)
/* Phones: a panel over the page just below the header (the page under it neither moves nor scrolls). */
const Nav = styled.nav<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  max-height: calc(100dvh - var(--header-row));
  overflow-y: auto;
  overscroll-behavior: contain;
  flex-direction: column;
  padding: 0 12px 8px;
  background: #fff;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow};
  a {
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    padding: 10px 4px;
    min-height: var(--header-menu-row);
    /* A block (10 + 24 + 10 px), not a flex box: text-overflow draws its ellipsis only in a block. */
    display: block;
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  /* From 768 px a row of its own, one line whatever the names: the category links share what All Products
     and the end leave, a short name whole, the longer ones in equal parts with an ellipsis. */
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    display: flex;
    position: static;
    max-height: none;
    overflow: visible;
    background: none;
    border: 0;
    box-shadow: none;
    order: 5;
    flex: 1 1 100%;
    min-width: 0;
    flex-direction: row;
    gap: 16px;
    padding: 0;
    a {
      flex: 1 1 0;
      min-width: 0;
      max-width: max-content;
    }
    a:first-child {
      flex: none;
    }
  }
`
/* Data saver and the language, at the row's end from 768 px. */
const MenuEnd = styled.div`
  display: flex;
  flex-direction: column;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    flex-direction: row;
    align-items: center;
    gap: 4px;
    margin-left: auto;
  }
`
/** Data saver's button's place (44 px, as in ./data-saver-switch) until its code is in. */
const DataSaverSlot = styled.span`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    display: block;
    flex: none;
    width: 44px;
    height: 44px;
  }
`
const Scrim = styled.div`
  position: fixed;
  inset: 0;
  z-index: 19;
  background: rgba(16, 24, 40, 0.35);
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    display: none;
  }
`
const Actions = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}px) {
    gap: 4px;
    /* The first row's height below 1100 px, where no search box sets it. */
    min-height: var(--header-row);
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
