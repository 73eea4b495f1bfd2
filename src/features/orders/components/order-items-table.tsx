import styled from 'styled-components'
import { formatOrderAmount } from '@/i18n/format'
import type { OrderItem } from '@/domain/order'
import { useT } from '@/i18n/use-t'

/** The item table of an order: name, quantity, price in ₹; the total, after a coupon's `discount` (then with subtotal). */
export function OrderItemsTable({
  items,
  total,
  discount,
  caption,
}: {
  items: OrderItem[]
  total: number
  discount?: number | undefined
  caption: string
}) {
  const t = useT()
  return (
    <Scroll>
      <Table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.itemCol')}</th>
            <th scope="col">{t('orders.qty')}</th>
            <th scope="col">{t('orders.price')}</th>
          </tr>
        </thead>
        <tbody>
          {items.length === 0 ? (
            <tr>
              <td colSpan={3}>{t('orders.noItems')}</td>
            </tr>
          ) : (
            items.map((item) => (
              <tr key={item.id}>
                <td>{item.name}</td>
                <td>{item.quantity}</td>
                <td>{formatOrderAmount(item.price)}</td>
              </tr>
            ))
          )}
        </tbody>
        <tfoot>
          {discount !== undefined && discount > 0 && (
            <>
              <tr className="sub">
                <th scope="row" colSpan={2}>
                  {t('orders.subtotal')}
                </th>
                <td>{formatOrderAmount(total + discount)}</td>
              </tr>
              <tr className="sub">
                <th scope="row" colSpan={2}>
                  {t('coupon.discount')}
                </th>
                <td data-testid="order-discount">−{formatOrderAmount(discount)}</td>
              </tr>
            </>
          )}
          <tr>
            <th scope="row" colSpan={2}>
              {t('orders.total')}
            </th>
            <td data-testid="order-total">{formatOrderAmount(total)}</td>
          </tr>
        </tfoot>
      </Table>
    </Scroll>
  )
}

const Scroll = styled.div`
  overflow-x: auto;
`
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 8px;
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    vertical-align: top;
  }
  td:nth-child(2),
  th:nth-child(2) {
    text-align: center;
  }
  td:last-child,
  thead th:last-child {
    text-align: right;
    white-space: nowrap;
  }
  tfoot th,
  tfoot td {
    font-weight: 700;
    border-bottom: none;
  }
  tfoot .sub th,
  tfoot .sub td {
    font-weight: 400;
    padding-bottom: 0;
  }
`
