import '@/i18n/route-messages'
import { useEffect } from 'react'
import { useQueries } from '@tanstack/react-query'
import styled from 'styled-components'
import { ButtonLink } from '@/components/ui/button'
import { Container, PageTitle, StateMessage } from '@/components/ui/page'
import { PageSkeleton } from '@/components/ui/page-skeleton'
import { useStoredValuesKnown } from '@/lib/storage-store'
import { isHttpStatus } from '@/lib/api-error'
import { productQueryOptions } from '@/features/catalog/api/products'
import type { Product } from '@/features/catalog/api/to-product'
import { ProductCard } from '@/features/catalog/components/product-card'
import { ProductGrid } from '@/features/catalog/components/product-grid'
import { UnavailableItem } from '@/features/wishlist/components/unavailable-item'
import type { ProductSnapshot } from '@/features/wishlist/snapshot-store'
import { useWishlist, wishlist } from '@/features/wishlist/wishlist-store'
import { ProductCardActions } from '@/widgets/product-card-actions'
import { useT } from '@/i18n/use-t'
import { useApi } from '@/lib/api-context'

/** A card-ready product from a saved snapshot, used until (or unless) fresh data arrives. */
const fromSnapshot = (s: ProductSnapshot): Product => ({
  ...s,
  description: '',
  images: s.image ? [s.image] : [],
  category: '',
  parentCategory: null,
  featured: false,
  attributes: [],
})

/** /wishlist: fresh data replaces each snapshot; a 404 shows 'No longer available' with Remove. */
export function WishlistPage() {
  const t = useT()
  const known = useStoredValuesKnown()
  const saved = useWishlist()
  const api = useApi()
  const results = useQueries({ queries: saved.map((s) => productQueryOptions(api, s.id)) })
  const fresh = results.map((r) => r.data)

  useEffect(() => {
    fresh.forEach((p) => p && wishlist.refresh(p))
  }, [fresh])

  // The wishlist is on the device: anywhere else (server, prerender) it would wrongly read as empty.
  if (!known) return <PageSkeleton />
  if (saved.length === 0) {
    return (
      <Container>
        <StateMessage>
          <h1>{t('wishlist.empty')}</h1>
          <p>{t('wishlist.emptyText')}</p>
          <ButtonLink to="/products">{t('product.browseProducts')}</ButtonLink>
        </StateMessage>
      </Container>
    )
  }
  return (
    <Container>
      <PageTitle>
        {t('wishlist.title')} <span>{t('wishlist.saved', { count: saved.length })}</span>
      </PageTitle>
      <ProductGrid $columns={4}>
        {saved.map((s, i) => {
          const result = results[i]
          if (isHttpStatus(result?.error, 404)) {
            return (
              <li key={s.id}>
                <UnavailableItem item={s} />
              </li>
            )
          }
          const product = result?.data ?? fromSnapshot(s)
          return (
            <li key={s.id}>
              <ProductCard
                product={product}
                priority={i === 0}
                columns={4}
                actions={<ProductCardActions product={product} complete={Boolean(result?.data)} />}
              />
            </li>
          )
        })}
      </ProductGrid>
      <Spacer />
    </Container>
  )
}

const Spacer = styled.div`
  height: 32px;
`
