import type { ReactNode } from 'react'
import styled from 'styled-components'
import { formatDate } from '@/lib/format'
import type { Order } from '@/domain/order'
import { OrderItemsTable } from './order-items-table'
import { StatusBadge } from './status-badge'

/**
 * One order: id, date, status badge, items with quantity and
 * price, shipping address, method, tracking and the Σ price × quantity total in ₹.
 * `actions` is where the route puts 'Pay Now' for a Pending order.
 */
export function OrderCard({
  order,
  actions,
  headingLevel = 2,
}: {
  order: Order
  actions?: ReactNode
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <Card aria-label={`Order ${order.id}`} data-testid="order-card">
      <Head>
        <div>
          <Heading>
            Order <Id>#{order.id}</Id>
          </Heading>
          <Meta>Placed on {formatDate(order.date) || 'Not available'}</Meta>
        </div>
        <StatusBadge status={order.status} />
      </Head>
      <OrderItemsTable items={order.items} total={order.total} caption={`Items of order ${order.id}`} />
      <Dl>
        <div>
          <dt>Shipping address</dt>
          <dd>{[order.shipping.fullName, order.shipping.address].filter(Boolean).join(', ') || 'Not available'}</dd>
        </div>
        <div>
          <dt>Method</dt>
          <dd>{order.shipping.method}</dd>
        </div>
        <div>
          <dt>Tracking</dt>
          <dd>{order.shipping.tracking}</dd>
        </div>
      </Dl>
      {actions && <Actions>{actions}</Actions>}
    </Card>
  )
}

const Card = styled.article`
  display: grid;
  gap: 12px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: #fff;
`
const Head = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: 12px;
  h2,
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
`
const Id = styled.span`
  font-family: ui-monospace, monospace;
  word-break: break-all;
`
const Meta = styled.p`
  margin: 4px 0 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.9rem;
`
const Dl = styled.dl`
  display: grid;
  gap: 8px;
  margin: 0;
  dt {
    font-weight: 600;
    font-size: 0.9rem;
  }
  dd {
    margin: 0;
  }
`
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`
