import type { ReactNode } from 'react'
import styled from 'styled-components'
import { ButtonLink } from '@/components/ui/button'
import { StateMessage } from '@/components/ui/page'
import type { Order } from '@/domain/order'
import { OrderCard } from './order-card'
import { useT } from '@/i18n/use-t'

/** The shopper's orders, or 'No Orders Found' with Browse Products. `actions(order)` adds per-order buttons. */
export function OrdersList({ orders, actions }: { orders: Order[]; actions?: (order: Order) => ReactNode }) {
  const t = useT()
  if (orders.length === 0) {
    return (
      <StateMessage>
        <h2>{t('orders.none')}</h2>
        <p>{t('orders.noneText')}</p>
        <ButtonLink to="/products">{t('product.browseProducts')}</ButtonLink>
      </StateMessage>
    )
  }
  return (
    <List>
      {orders.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} actions={actions?.(order)} />
        </li>
      ))}
    </List>
  )
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
`
