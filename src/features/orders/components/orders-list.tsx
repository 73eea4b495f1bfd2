import type { ReactNode } from 'react'
import styled from 'styled-components'
import { ButtonLink } from '@/components/ui/button'
import { StateMessage } from '@/components/ui/page'
import type { Order } from '@/domain/order'
import { OrderCard } from './order-card'

/** The shopper's orders, or 'No Orders Found' with Browse Products. `actions(order)` adds per-order buttons. */
export function OrdersList({ orders, actions }: { orders: Order[]; actions?: (order: Order) => ReactNode }) {
  if (orders.length === 0) {
    return (
      <StateMessage>
        <h2>No Orders Found</h2>
        <p>You have not placed any orders yet.</p>
        <ButtonLink to="/products">Browse Products</ButtonLink>
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
