import { useId, useState, type FormEvent } from 'react'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/form-field'
import { INPUT } from '@/components/ui/input-kinds'
import { toPinCodeDigits } from '@/domain/pin-code'
import { formatCheckedTime, formatDeliveryDate } from '../delivery-date'
import { DATE_LOCALES } from '@/i18n/locales'
import { useLocale } from '@/i18n/use-t'
import { useDeliveryMessages } from '../messages'
import { useDeliveryCheck, type DeliveryCheckState } from '../use-delivery-check'
import { Panel } from '@/components/ui/panel'

export interface DeliveryCheckProps {
  productId: string
  /** A signed-in shopper's address PIN code, checked when nothing was checked on this device yet. */
  fallbackPinCode?: string
  locale?: string
}

/** "Check delivery" on a product page; the last PIN checked on this device is checked again without typing. */
export function DeliveryCheck({ productId, fallbackPinCode, locale: given }: DeliveryCheckProps) {
  const M = useDeliveryMessages()
  const shown = DATE_LOCALES[useLocale()]
  const locale = given ?? shown
  const id = useId()
  const fieldId = `${id}-pin`
  const { pinCode, state, check, busy } = useDeliveryCheck(productId, fallbackPinCode)
  // What the shopper typed; null while the field shows the PIN code being checked.
  const [typed, setTyped] = useState<string | null>(null)
  const [invalid, setInvalid] = useState(false)

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    const ok = check(typed ?? pinCode)
    setInvalid(!ok)
    if (ok) setTyped(null)
  }

  return (
    <Box aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{M.title}</h2>
      <Form onSubmit={onSubmit} noValidate>
        <TextField
          id={fieldId}
          label={M.pinCodeLabel}
          {...INPUT.pinCode}
          value={typed ?? pinCode}
          onChange={(e) => {
            setTyped(toPinCodeDigits(e.target.value))
            setInvalid(false)
          }}
          error={invalid ? M.invalidPinCode : undefined}
        />
        <Button type="submit" $variant="secondary" aria-busy={busy || undefined}>
          {M.check}
        </Button>
      </Form>
      <Result role="status" data-testid="delivery-result">
        {!invalid && <DeliveryResult state={state} locale={locale} />}
      </Result>
    </Box>
  )
}

function DeliveryResult({ state, locale }: { state: DeliveryCheckState; locale: string }) {
  const M = useDeliveryMessages()
  switch (state.kind) {
    case 'idle':
      return null
    case 'checking':
      return <Muted>{M.checking}</Muted>
    case 'offline':
      return <Muted>{M.offline}</Muted>
    case 'failed':
      return <Warning>{M.failed}</Warning>
    case 'answer': {
      const { answer, checkedAt } = state
      const when = checkedAt !== undefined ? <Muted> {M.checkedAt(formatCheckedTime(checkedAt, locale))}</Muted> : null
      if (!answer.deliverable)
        return (
          <Warning>
            {M.notDeliverable(answer.pinCode)}
            {when}
          </Warning>
        )
      const place = [answer.city, answer.state].filter(Boolean).join(', ')
      return (
        <>
          <Good>
            {M.deliveryBy(formatDeliveryDate(answer.estimatedDays, locale))}
            {when}
          </Good>
          {answer.cashOnDelivery && <Line>{M.cashOnDelivery}</Line>}
          {place && <Muted as="p">{place}</Muted>}
        </>
      )
    }
  }
}

const Box = styled(Panel)`
  gap: 8px;
  padding: 12px;
  h2 {
    font-size: 1rem;
  }
`
const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 8px;
  align-items: end;
  & > div {
    min-width: 0;
  }
  & > button {
    align-self: start;
    margin-top: 1.6em;
  }
`
const Result = styled.div`
  display: grid;
  gap: 2px;
  p {
    margin: 0;
  }
`
const Line = styled.p``
const Good = styled.p`
  font-weight: 700;
  color: ${({ theme }) => theme.color.success};
`
const Warning = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.color.accent};
`
const Muted = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.color.muted};
`
