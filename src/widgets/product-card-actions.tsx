import { useState, type ComponentType } from 'react'
import { createPortal } from 'react-dom'
import { createLink } from '@tanstack/react-router'
import styled, { css } from 'styled-components'
import type { Product } from '@/features/catalog/api/to-product'
import { initialSelection, needsSizeChoice } from '@/features/catalog/product/product-rules'
import { WishlistButton } from '@/features/wishlist/components/wishlist-button'
import { CartIcon } from '@/widgets/layout/icons'
import { ArrowIcon, EyeIcon } from './card-icons'
import { useT } from '@/i18n/use-t'
import { retryingImport } from '@/lib/retry-import'
import { notify } from '@/lib/toast'
// Static: the line is written in the tap itself, never lost to a chunk still loading.
import { addProductToCart } from './add-product-to-cart'

type QuickView = ComponentType<{ product: Product; onClose: () => void }>

/** Loaded on first use (off the home page's first load); a failed load is retried at the next tap. */
const loadQuickView = retryingImport(() => import('./quick-view-dialog'))

export interface ProductCardActionsProps {
  product: Product
  /** false when only a saved snapshot is known (offline wishlist): sizes are unknown, so only the heart and View Details show. */
  complete?: boolean
}

/** Add to Cart (Quick View when a size must be chosen), Add to Wishlist, Quick View, View Details. */
export function ProductCardActions({ product, complete = true }: ProductCardActionsProps) {
  const t = useT()
  // The dialog's component once loaded and asked for (a tap opens it only when its code is in).
  const [Dialog, setDialog] = useState<QuickView | null>(null)
  const openQuickView = () =>
    void loadQuickView().then(
      (m) => setDialog(() => m.QuickViewDialog),
      () => notify({ title: t('common.error'), description: t('product.checkConnection'), variant: 'destructive' }),
    )
  const addToCart = () => {
    if (needsSizeChoice(product)) {
      openQuickView()
      return
    }
    addProductToCart(product, { ...initialSelection(product), quantity: 1 })
  }
  return (
    <>
      {complete && (
        <Action type="button" aria-label={t('product.addToCart')} title={t('product.addToCart')} onClick={addToCart}>
          <CartIcon />
        </Action>
      )}
      <WishlistButton product={product} variant="icon" />
      {complete && (
        <Action
          type="button"
          aria-label={t('card.quickView')}
          title={t('card.quickView')}
          aria-haspopup="dialog"
          onClick={openQuickView}
        >
          <EyeIcon />
        </Action>
      )}
      <ActionLink to="/product/$id" params={{ id: product.id }} aria-label={t('card.viewDetails')}>
        <ArrowIcon />
      </ActionLink>
      {Dialog && createPortal(<Dialog product={product} onClose={() => setDialog(null)} />, document.body)}
    </>
  )
}

/** `renderActions` for ProductCard lists (home's featured products, the listing). */
export const renderCardActions = (product: Product) => <ProductCardActions product={product} />

const round = css`
  width: 44px;
  height: 44px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.bg};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
`
const Action = styled.button`
  ${round}
`
const ActionLink = createLink(styled.a`
  ${round}
`)
