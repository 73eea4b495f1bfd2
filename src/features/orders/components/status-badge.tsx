import styled from 'styled-components'
import { orderStatus, STATUS_COLOURS, STATUS_LABELS, type StatusTone } from '../status'
import { useT } from '@/i18n/use-t'

/** The order status badge (text label plus colour, so colour is never the only cue). */
export function StatusBadge({ status }: { status: number }) {
  const t = useT()
  const info = orderStatus(status)
  return (
    <Badge $tone={info.tone} data-status={info.tone}>
      {t(STATUS_LABELS[info.tone])}
    </Badge>
  )
}

const Badge = styled.span<{ $tone: StatusTone }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.875rem;
  font-weight: 600;
  background: ${({ $tone }) => STATUS_COLOURS[$tone].bg};
  color: ${({ $tone }) => STATUS_COLOURS[$tone].fg};
`
