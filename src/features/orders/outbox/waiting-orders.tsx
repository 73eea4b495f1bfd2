import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { formatOrderAmount } from '@/i18n/format'
import { currentLocale } from '@/i18n/i18n'
import { DATE_LOCALES } from '@/i18n/locales'
import { notify } from '@/lib/toast'
import { deviceOutbox } from './outbox-db'
import { announceOutboxChange } from './outbox-events'
import { OUTBOX_MESSAGES } from './outbox-messages'
import { findPlacedOrder } from '../api/order-once'
import { attemptOf, cancelEntry } from './outbox-sender'
import { entryTotal, type OutboxEntry, type OutboxLine } from './outbox-store'
import { useOutboxEntries } from './use-outbox'
import { useApi } from '@/lib/api-context'

const when = (ms: number) =>
  new Intl.DateTimeFormat(DATE_LOCALES[currentLocale()], {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(ms)

/** A saved order's name in the language shown: when it was placed on the device ('on 27 Nov, 9:15 am'). */
export const savedOrderName = (entry: Pick<OutboxEntry, 'createdAt'>): string =>
  OUTBOX_MESSAGES.savedOn(when(entry.createdAt))

/** The shopper's waiting orders, total in ₹, with Cancel: `onReturnLines`, or `onFoundPlaced` if the store has it. */
export function WaitingOrders({
  onReturnLines,
  onFoundPlaced,
  email,
}: {
  onReturnLines: (lines: readonly OutboxLine[]) => void
  onFoundPlaced?: (orderId: string) => void
  email?: string | null | undefined
}) {
  const api = useApi()
  const entries = useOutboxEntries(email)
  if (entries.length === 0) return null

  const cancel = (entry: OutboxEntry) =>
    void cancelEntry(deviceOutbox(), entry.key, {
      findPlaced: (saved) => findPlacedOrder(api, attemptOf(saved)),
    }).then(
      (result) => {
        if (result?.kind === 'cancelled') {
          onReturnLines(result.entry.lines)
          notify({ title: OUTBOX_MESSAGES.cancelledTitle, description: OUTBOX_MESSAGES.cancelled })
        } else if (result?.kind === 'placed') {
          onFoundPlaced?.(result.orderId)
          notify({
            title: OUTBOX_MESSAGES.cancelPlacedTitle(result.orderId),
            description: OUTBOX_MESSAGES.cancelPlaced,
            variant: 'success',
          })
        } else if (result?.kind === 'unchecked') {
          notify({
            title: OUTBOX_MESSAGES.cancelUncheckedTitle,
            description: OUTBOX_MESSAGES.cancelUnchecked,
            variant: 'destructive',
          })
        }
        announceOutboxChange()
      },
      () => undefined,
    )

  return (
    <Section aria-labelledby="waiting-orders-title">
      <h2 id="waiting-orders-title">{OUTBOX_MESSAGES.waitingHeading}</h2>
      <List>
        {[...entries].reverse().map((entry) => (
          <Card key={entry.key}>
            <Head>
              <span>{OUTBOX_MESSAGES.saved(savedOrderName(entry))}</span>
              <Badge>
                {entry.state === 'signin'
                  ? OUTBOX_MESSAGES.signInBadge
                  : entry.state === 'sending'
                    ? OUTBOX_MESSAGES.sendingBadge
                    : OUTBOX_MESSAGES.waitingBadge}
              </Badge>
            </Head>
            <Lines>
              {entry.lines.map((line, i) => (
                <li key={`${line.id}-${i}`}>
                  <span>
                    {line.name || line.id}
                    {line.selectedSize ? `, ${line.selectedSize}` : ''}
                    {line.selectedColor ? `, ${line.selectedColor}` : ''} × {line.quantity}
                  </span>
                  <span>{formatOrderAmount(line.price * line.quantity)}</span>
                </li>
              ))}
            </Lines>
            <Foot>
              <strong>
                {OUTBOX_MESSAGES.total}: {formatOrderAmount(entryTotal(entry))}
              </strong>
              <Button
                type="button"
                $variant="secondary"
                disabled={entry.state === 'sending'}
                aria-label={OUTBOX_MESSAGES.cancelLabel(savedOrderName(entry))}
                onClick={() => cancel(entry)}
              >
                {OUTBOX_MESSAGES.cancel}
              </Button>
            </Foot>
          </Card>
        ))}
      </List>
    </Section>
  )
}

const Section = styled.section`
  margin-bottom: 24px;
  h2 {
    font-size: 1.125rem;
    margin: 0 0 12px;
  }
`
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`
const Card = styled.li`
  display: grid;
  gap: 8px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`
const Head = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  flex-wrap: wrap;
`
const Badge = styled.span`
  padding: 2px 8px;
  border-radius: 999px;
  background: #fff4e5;
  color: ${({ theme }) => theme.color.warning};
  font-size: 0.875rem;
`
const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    gap: 8px;
  }
`
const Foot = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
`
