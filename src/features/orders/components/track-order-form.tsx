import { useRef, useState, type FormEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import styled from 'styled-components'
import { PageStack } from '@/components/ui/page'
import * as v from 'valibot'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/form-field'
import { useValibotForm } from '@/components/ui/use-valibot-form'
import { tooManyAttemptsMessage } from '@/lib/api-error'
import { notify } from '@/lib/toast'
import { ORDER_MESSAGES } from '../api/orders'
import type { Order } from '@/domain/order'
import { TRACK_ORDER_MUTATION_KEY, useTrackOrder } from '../api/track-order'
import { OrderCard } from './order-card'
import { useT } from '@/i18n/use-t'

interface TrackOrderFormProps {
  /** From `?id=`. */
  initialOrderId: string
  /** The signed-in shopper's e-mail, when known; filled in unless the shopper typed something. */
  defaultContact: string
}

const filled = v.pipe(v.string(), v.trim(), v.nonEmpty())
const TrackOrderSchema = v.object({ orderId: filled, contactInfo: filled })

/** /track-order without sign-in; a blank field gives one 'Required fields' toast; typed values are kept on failure. */
export function TrackOrderForm({ initialOrderId, defaultContact }: TrackOrderFormProps) {
  const t = useT()
  const form = useValibotForm(TrackOrderSchema, { orderId: initialOrderId, contactInfo: '' }, { id: 'track' })
  // The signed-in e-mail may arrive after the form: it shows until the shopper types here.
  const [contactTyped, setContactTyped] = useState(false)
  const values = { orderId: form.values.orderId, contactInfo: contactTyped ? form.values.contactInfo : defaultContact }
  const track = useTrackOrder()
  const queryClient = useQueryClient()
  // The last order found stays on screen while another look-up runs, and goes when one fails.
  const [order, setOrder] = useState<Order | null>(null)
  const busy = track.isPending
  const resultRef = useRef<HTMLDivElement>(null)

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    if (queryClient.isMutating({ mutationKey: TRACK_ORDER_MUTATION_KEY }) > 0) return
    // The form's own check is not used: it would mark the fields and move focus, and this form only toasts.
    if (!v.is(TrackOrderSchema, values)) {
      notify({
        title: ORDER_MESSAGES.trackRequiredTitle,
        description: ORDER_MESSAGES.trackRequired,
        variant: 'destructive',
      })
      return
    }
    // Awaited rather than given callbacks, so the answer's toast shows even if the shopper has moved on.
    try {
      const found = await track.mutateAsync(values)
      setOrder(found)
      notify({ title: ORDER_MESSAGES.trackFoundTitle, description: ORDER_MESSAGES.trackFound, variant: 'success' })
      requestAnimationFrame(() => resultRef.current?.focus())
    } catch (error) {
      setOrder(null)
      // Refused for too many attempts: the store's reason, so the shopper waits instead of retyping.
      notify({
        title: ORDER_MESSAGES.trackFailedTitle,
        description: tooManyAttemptsMessage(error) ?? ORDER_MESSAGES.trackFailed,
        variant: 'destructive',
      })
    }
  }

  return (
    <Wrap>
      <Form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="track-title">
        <h1 id="track-title">{t('track.title')}</h1>
        <p>{t('track.text')}</p>
        <TextField label={t('track.orderNumber')} autoComplete="off" {...form.field('orderId')} required />
        <TextField
          label={t('track.contact')}
          autoComplete="email"
          {...form.field('contactInfo')}
          value={values.contactInfo}
          onChange={(e) => {
            setContactTyped(true)
            form.setValue('contactInfo', e.target.value)
          }}
          required
        />
        <Button type="submit" disabled={busy} aria-disabled={busy}>
          {busy ? t('track.tracking') : t('track.submit')}
        </Button>
      </Form>
      {order && (
        <div ref={resultRef} tabIndex={-1} role="region" aria-label={t('track.details')}>
          <OrderCard order={order} />
        </div>
      )}
    </Wrap>
  )
}

const Wrap = styled(PageStack)`
  max-width: 720px;
`
const Form = styled.form`
  display: grid;
  gap: 16px;
  h1 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
  }
`
