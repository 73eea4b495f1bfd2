import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useQuery } from '@/lib/use-query'
import { Link, useRouter } from '@tanstack/react-router'
import styled from 'styled-components'
import { Button, ButtonLink } from '@/components/ui/button'
import { StateMessage } from '@/components/ui/page'
import { formatPrice } from '@/i18n/format'
import { productKeys, type ProductFilters } from '@/features/catalog/api/products'
import { storeInfoQueryOptions } from '@/features/store-info/api/store-info'
import { useRecentlyViewed } from '@/features/wishlist/recently-viewed'
import { useNetworkState } from '@/features/pwa/network-status'
import { useT } from '@/i18n/use-t'
import { useApi } from '@/lib/api-context'

/** Most saved categories listed (the recently viewed list is capped at 12 by its store). */
const MAX_CATEGORIES = 6

/** Categories whose listing is cached (so each link opens offline), named as store info names them. */
export function savedCategories(
  queryClient: QueryClient,
  storeCategories: string[] = [],
): { key: string; label: string }[] {
  const names = new Map(storeCategories.map((c) => [c.toLowerCase(), c]))
  const seen = new Map<string, string>()
  for (const query of queryClient.getQueryCache().findAll({ queryKey: productKeys.lists() })) {
    if (query.state.data === undefined) continue
    const filters = query.queryKey[2] as ProductFilters | undefined
    const category = filters?.category?.trim()
    if (!category || seen.has(category.toLowerCase())) continue
    seen.set(category.toLowerCase(), category)
  }
  return [...seen.entries()]
    .slice(0, MAX_CATEGORIES)
    .map(([lower, raw]) => ({ key: raw, label: names.get(lower) ?? raw }))
}

/**
 * Instead of an endless skeleton, links to what works offline. Unless the device is known to be
 * offline, the store just did not answer, so `failure` (the page's message) replaces "You're offline".
 */
export function OfflineFallback({ onRetry, failure }: { onRetry?: () => void; failure?: string }) {
  const t = useT()
  const online = useNetworkState() !== 'offline'
  const router = useRouter()
  const queryClient = useQueryClient()
  const recent = useRecentlyViewed()
  const api = useApi()
  const { data: store } = useQuery(storeInfoQueryOptions(api))
  const categories = savedCategories(queryClient, store?.categories)
  return (
    <StateMessage role="alert" data-testid="offline-fallback">
      {online && failure ? (
        <>
          <h1>{failure}</h1>
          <p>{t('offline.storeDown')}</p>
        </>
      ) : (
        <>
          <h1>{t('offline.title')}</h1>
          <p>{t('offline.notSaved')}</p>
        </>
      )}
      <Actions>
        <Button type="button" onClick={onRetry ?? (() => void router.invalidate())}>
          {t('common.tryAgain')}
        </Button>
        <ButtonLink to="/cart" $variant="secondary">
          {t('offline.yourCart')}
        </ButtonLink>
        <ButtonLink to="/wishlist" $variant="secondary">
          {t('offline.yourWishlist')}
        </ButtonLink>
      </Actions>
      {recent.length > 0 && (
        <Saved aria-labelledby="offline-recent">
          <h2 id="offline-recent">{t('card.recentlyViewed')}</h2>
          <ul>
            {recent.map((p) => (
              <li key={p.id}>
                <Link to="/product/$id" params={{ id: p.id }}>
                  {p.name || t('product.product')}
                </Link>{' '}
                <span>{formatPrice(p.price)}</span>
              </li>
            ))}
          </ul>
        </Saved>
      )}
      {categories.length > 0 && (
        <Saved aria-labelledby="offline-categories">
          <h2 id="offline-categories">{t('offline.savedCategories')}</h2>
          <ul>
            {categories.map((c) => (
              <li key={c.key}>
                <Link to="/products" search={{ category: c.key }}>
                  {c.label}
                </Link>
              </li>
            ))}
          </ul>
        </Saved>
      )}
    </StateMessage>
  )
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: center;
`
const Saved = styled.section`
  width: 100%;
  max-width: 480px;
  text-align: left;
  h2 {
    font-size: 1.1rem;
    margin: 0 0 8px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 4px;
  }
  li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    align-items: center;
    min-height: 44px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  a {
    color: ${({ theme }) => theme.color.primary};
    font-weight: 600;
  }
  span {
    color: ${({ theme }) => theme.color.text};
    white-space: nowrap;
  }
`
