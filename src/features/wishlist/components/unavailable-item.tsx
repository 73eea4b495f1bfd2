import styled from 'styled-components'
import type { ProductSnapshot } from '../snapshot-store'
import { wishlist } from '../wishlist-store'
import { useT } from '@/i18n/use-t'

/** A saved product the store no longer has (404): shown as unavailable with Remove, never as an error. */
export function UnavailableItem({ item }: { item: ProductSnapshot }) {
  const t = useT()
  return (
    <Card data-testid="wishlist-unavailable">
      <Name>{item.name || t('common.untitledProduct')}</Name>
      <p>{t('wishlist.unavailable')}</p>
      <button
        type="button"
        onClick={() => wishlist.remove(item.id)}
        aria-label={t('wishlist.removeName', { name: item.name || t('wishlist.thisProduct') })}
      >
        {t('cart.remove')}
      </button>
    </Card>
  )
}

const Card = styled.article`
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 16px;
  min-height: 160px;
  display: grid;
  gap: 8px;
  align-content: start;
  background: ${({ theme }) => theme.color.surface};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
  }
  button {
    justify-self: start;
    min-height: 44px;
    padding: 0 14px;
    border: 1px solid ${({ theme }) => theme.color.accent};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.bg};
    color: ${({ theme }) => theme.color.accent};
    font-weight: 600;
    cursor: pointer;
  }
`
const Name = styled.h2`
  margin: 0;
  font-size: 1rem;
`
