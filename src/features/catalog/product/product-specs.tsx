import styled from 'styled-components'
import type { ProductAttribute } from '../api/to-product'
import { specifications } from './product-rules'
import { useT } from '@/i18n/use-t'

/** The Specifications list (≤ 10 rows, no 'phone' keys, underscores as spaces, metric unit shown). Nothing when empty. */
export function ProductSpecs({ attributes }: { attributes: ProductAttribute[] }) {
  const t = useT()
  const rows = specifications(attributes)
  if (rows.length === 0) return null
  return (
    <section aria-labelledby="specs-title">
      <h2 id="specs-title">{t('product.specifications')}</h2>
      <List>
        {rows.map((r, i) => (
          <div key={`${r.label}-${i}`}>
            <dt>{r.label}</dt>
            <dd>{r.value}</dd>
          </div>
        ))}
      </List>
    </section>
  )
}

const List = styled.dl`
  margin: 0;
  display: grid;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  div {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    gap: 12px;
    padding: 10px 12px;
  }
  div + div {
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  dt {
    color: ${({ theme }) => theme.color.muted};
    text-transform: capitalize;
  }
  dd {
    margin: 0;
  }
`
