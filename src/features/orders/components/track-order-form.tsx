import { useRef, useState, type FormEvent } from 'react'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/form-field'
import { tooManyAttemptsMessage } from '@/lib/api-error'
import { notify } from '@/lib/toast'
import { ORDER_MESSAGES, trackOrder } from '../api/orders'
import type { Order } from '@/domain/order'
import { OrderCard } from './order-card'

interface TrackOrderFormProps {
  /** From `?id=`. */
  initialOrderId: string
  /** The signed-in shopper's e-mail, when known; filled in unless the shopper typed something. */
  defaultContact: string
}

/**
 * /track-order: order number and e-mail or phone, no sign-in needed; the result
 * shows the order with its item table. Typed values are kept on failure.
 */
export function TrackOrderForm({ initialOrderId, defaultContact }: TrackOrderFormProps) {
  const [orderId, setOrderId] = useState(initialOrderId)
  const [typedContact, setTypedContact] = useState<string | null>(null)
  const contact = typedContact ?? defaultContact
  const [order, setOrder] = useState<Order | null>(null)
  const [busy, setBusy] = useState(false)
  const inFlight = useRef(false)
  const resultRef = useRef<HTMLDivElement>(null)

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    if (inFlight.current) return
    if (!orderId.trim() || !contact.trim()) {
      notify({
        title: ORDER_MESSAGES.trackRequiredTitle,
        description: ORDER_MESSAGES.trackRequired,
        variant: 'destructive',
      })
      return
    }
    inFlight.current = true
    setBusy(true)
    try {
      const found = await trackOrder(orderId, contact)
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
    } finally {
      inFlight.current = false
      setBusy(false)
    }
  }

  return (
    <Wrap>
      <Form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="track-title">
        <h1 id="track-title">Track Your Order</h1>
        <p>Enter your order number and the e-mail or phone number used for the order.</p>
        <TextField
          id="track-order-id"
          label="Order number"
          autoComplete="off"
          value={orderId}
          onChange={(e) => setOrderId(e.target.value)}
          required
        />
        <TextField
          id="track-contact"
          label="Email or phone"
          autoComplete="email"
          value={contact}
          onChange={(e) => setTypedContact(e.target.value)}
          required
        />
        <Button type="submit" disabled={busy} aria-disabled={busy}>
          {busy ? 'Tracking…' : 'Track Order'}
        </Button>
      </Form>
      {order && (
        <div ref={resultRef} tabIndex={-1} role="region" aria-label="Order details">
          <OrderCard order={order} />
        </div>
      )}
    </Wrap>
  )
}

const Wrap = styled.div`
  display: grid;
  gap: 24px;
  padding: 24px 0 40px;
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
