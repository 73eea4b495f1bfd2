import styled, { css } from 'styled-components'
import { notify } from '@/lib/toast'
import type { ProductSnapshot } from '../snapshot-store'
import { useIsWishlisted, wishlist } from '../wishlist-store'
import { useT } from '@/i18n/use-t'

export interface WishlistButtonProps {
  product: ProductSnapshot
  /** 'icon': 44 px round heart (card overlay); 'button': heart with text (product page, quick view). */
  variant?: 'icon' | 'button'
}

/** A heart that saves or removes the product from the wishlist (works offline); its name says what a press will do. */
export function WishlistButton({ product, variant = 'button' }: WishlistButtonProps) {
  const t = useT()
  const saved = useIsWishlisted(product.id)
  const label = saved ? t('wishlist.remove') : t('wishlist.add')
  const toggle = () => {
    // What the heart showed is what the shopper asked for, whatever another tab did meanwhile.
    const nowSaved = wishlist.toggle(product, saved)
    const name = product.name || t('wishlist.theItem')
    notify(
      nowSaved
        ? { title: t('wishlist.added'), description: t('wishlist.addedText', { name }) }
        : { title: t('wishlist.removed'), description: t('wishlist.removedText', { name }) },
    )
    if (wishlist.saveFailed()) {
      notify({
        title: t('wishlist.notSaved'),
        description: t('wishlist.notSavedText'),
        variant: 'destructive',
      })
    }
  }
  return (
    <Heart
      type="button"
      onClick={toggle}
      aria-label={variant === 'icon' ? label : undefined}
      title={label}
      $variant={variant}
      $saved={saved}
      data-saved={saved}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {variant === 'button' && <span>{label}</span>}
    </Heart>
  )
}

const Heart = styled.button<{ $variant: 'icon' | 'button'; $saved: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  min-width: 44px;
  cursor: pointer;
  font-weight: 600;
  color: ${({ theme, $saved }) => ($saved ? theme.color.accent : theme.color.text)};
  background: ${({ theme }) => theme.color.bg};
  border: 1px solid ${({ theme }) => theme.color.border};
  ${({ $variant, theme }) =>
    $variant === 'icon'
      ? css`
          width: 44px;
          height: 44px;
          padding: 0;
          border-radius: 50%;
        `
      : css`
          padding: 0 16px;
          border-radius: ${theme.radius.sm};
        `}
`
