import styled from 'styled-components'
import { formatOrderAmount } from '@/i18n/format'
import { useT } from '@/i18n/use-t'
import { Panel } from '@/components/ui/panel'

interface Props {
  orderId: string
  /** ₹; undefined while loading or when the order could not be loaded. */
  amount: number | undefined
  loading?: boolean
  /** Who receives the payment (a UPI payee name or id); the row is left out when unknown. */
  payee?: string
}

/** The order being paid: its payee (when known), id and amount in ₹. */
export function PaymentSummary({ orderId, amount, loading, payee }: Props) {
  const t = useT()
  return (
    <Box as="dl" aria-label={t('payment.order')}>
      {payee && (
        <div>
          <dt>{t('payment.payTo')}</dt>
          <dd>{payee}</dd>
        </div>
      )}
      <div>
        <dt>{t('payment.orderId')}</dt>
        <dd>{orderId}</dd>
      </div>
      <div>
        <dt>{t('payment.amount')}</dt>
        <dd>
          {amount !== undefined ? formatOrderAmount(amount) : loading ? t('common.loading') : t('common.notAvailable')}
        </dd>
      </div>
    </Box>
  )
}

const Box = styled(Panel)`
  gap: 8px;
  margin: 0 0 24px;
  background: ${({ theme }) => theme.color.surface};
  div {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    flex-wrap: wrap;
  }
  dt {
    color: ${({ theme }) => theme.color.muted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    overflow-wrap: anywhere;
    min-width: 0;
  }
`
