import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { ORDER_STATUS } from '@/domain/order-status'
import { useT } from '@/i18n/use-t'
import { AppLink } from './app-link'
import { usePaidWatch } from './use-paid-watch'

interface Props {
  orderId: string
  onPaid: () => void
  onBack: () => void
  /** The checked link that opens the UPI app, and its text; none when the screen offers none. */
  app?: { href: string; label: string }
}

/** Watches the order until it is paid (then `onPaid`), with a status line, the UPI app link if any, and 'Pay another way'. */
export function PaymentWaiting({ orderId, onPaid, onBack, app }: Props) {
  const t = useT()
  const status = usePaidWatch(orderId, onPaid)
  return (
    <>
      <Waiting role="status">
        {status === ORDER_STATUS.cancelled ? t('payment.cancelled') : t('payment.waiting')}
      </Waiting>
      <Actions>
        {app && (
          <AppLink href={app.href} rel="noopener noreferrer">
            {app.label}
          </AppLink>
        )}
        <Button type="button" $variant="secondary" onClick={onBack}>
          {t('payment.another')}
        </Button>
      </Actions>
    </>
  )
}

const Waiting = styled.p`
  color: ${({ theme }) => theme.color.muted};
`
const Actions = styled.div`
  display: grid;
  gap: 12px;
  margin-top: 16px;
`
