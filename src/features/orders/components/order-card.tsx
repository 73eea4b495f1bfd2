import type { ReactNode } from 'react'
import styled from 'styled-components'
import { formatDate } from '@/i18n/format'
import type { Order } from '@/domain/order'
import { OrderItemsTable } from './order-items-table'
import { StatusBadge } from './status-badge'
import { useT } from '@/i18n/use-t'
import { Panel } from '@/components/ui/panel'

/** One order with its items and Σ price × quantity total (₹); `actions` holds 'Pay Now' for a Pending order. */
export function OrderCard({
  order,
  actions,
  headingLevel = 2,
}: {
  order: Order
  actions?: ReactNode
  headingLevel?: 2 | 3
}) {
  const t = useT()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <Panel as="article" aria-label={t('orders.order', { id: order.id })} data-testid="order-card">
      <Head>
        <div>
          <Heading>
            {t('orders.orderHeading')}
            <Id>#{order.id}</Id>
          </Heading>
          <Meta>{t('orders.placedOn', { date: formatDate(order.date) || t('common.notAvailable') })}</Meta>
        </div>
        <StatusBadge status={order.status} />
      </Head>
      <OrderItemsTable
        items={order.items}
        total={order.total}
        discount={order.discount}
        caption={t('orders.itemsOf', { id: order.id })}
      />
      <Dl>
        <div>
          <dt>{t('orders.shippingAddress')}</dt>
          <dd>
            {[order.shipping.fullName, order.shipping.address].filter(Boolean).join(', ') || t('common.notAvailable')}
          </dd>
        </div>
        <div>
          <dt>{t('orders.method')}</dt>
          <dd>
            {order.shipping.method === 'Standard Shipping' ? t('orders.standardShipping') : order.shipping.method}
          </dd>
        </div>
        <div>
          <dt>{t('orders.tracking')}</dt>
          <dd>{order.shipping.tracking === 'Not available' ? t('common.notAvailable') : order.shipping.tracking}</dd>
        </div>
      </Dl>
      {actions && <Actions>{actions}</Actions>}
    </Panel>
  )
}

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
