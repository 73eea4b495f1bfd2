import { createLink } from '@tanstack/react-router'
import styled from 'styled-components'
import { Price } from '@/components/ui/price'
import { Section } from '@/components/ui/page'
import { ProductImage } from '@/features/catalog/components/product-image'
import { useRecentlyViewed } from '@/features/wishlist/recently-viewed'
import { useT } from '@/i18n/use-t'

/** The last products opened on this device as a swipeable row (each opens offline); nothing when empty. */
export function RecentlyViewedSection() {
  const t = useT()
  const items = useRecentlyViewed()
  if (items.length === 0) return null
  return (
    <Section aria-labelledby="recent-title">
      <h2 id="recent-title">{t('card.recentlyViewed')}</h2>
      <Row>
        {items.map((p) => (
          <li key={p.id}>
            <Card to="/product/$id" params={{ id: p.id }}>
              <ProductImage
                src={p.image}
                alt=""
                name={p.name || t('common.untitledProduct')}
                width={120}
                height={120}
                layout="recent"
                tap="inert"
              />
              <Name>{p.name || t('common.untitledProduct')}</Name>
            </Card>
            <Price price={p.price} originalPrice={p.originalPrice} />
          </li>
        ))}
      </Row>
    </Section>
  )
}

const Row = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 8px;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 144px;
  gap: 12px;
  overflow-x: auto;
  scroll-snap-type: x proximity;
  li {
    scroll-snap-align: start;
    display: grid;
    gap: 4px;
    align-content: start;
  }
`
// styled(Link) would lose the router's typed props.
const CardAnchor = styled.a`
  display: grid;
  gap: 6px;
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  img {
    width: 144px;
    height: 120px;
    object-fit: contain;
    background: ${({ theme }) => theme.color.surface};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  &:hover span,
  &:focus-visible span {
    text-decoration: underline;
  }
`
const Card = createLink(CardAnchor)
const Name = styled.span`
  font-weight: 600;
  font-size: 0.9rem;
  line-height: 1.3;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`
