import styled from 'styled-components'
import { useT } from '@/i18n/use-t'
import { isOnSale, type Product } from '../api/to-product'

/** The "Sale" pill, or nothing for a product not on sale; `className` places it. */
export function SaleBadge({
  product,
  className,
}: {
  product: Pick<Product, 'price' | 'originalPrice'>
  className?: string
}) {
  const t = useT()
  return isOnSale(product) ? <Pill className={className}>{t('product.sale')}</Pill> : null
}

const Pill = styled.span`
  background: ${({ theme }) => theme.color.accent};
  color: #fff;
  font-size: 0.8rem;
  font-weight: 700;
  padding: 2px 10px;
  border-radius: 999px;
`
