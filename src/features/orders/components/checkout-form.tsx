import { useEffect, useState, type FormEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { SelectField, TextField } from '@/components/ui/form-field'
import { useRevealOnSwap } from '@/components/ui/use-reveal-on-swap'
import { useValibotForm } from '@/components/ui/use-valibot-form'
import { isNetworkError } from '@/lib/api-error'
import { isOutcomeUnknown } from '@/lib/idempotency'
import { notify } from '@/lib/toast'
import { useOnline } from '@/lib/use-online'
import { OrderOutcomeUnknownError, PLACE_ORDER_MUTATION_KEY, refusalReason, usePlaceOrder } from '../api/place-order'
import type { CartLine } from '@/domain/cart-line'
import { clearCheckoutDraft, loadCheckoutDraft, saveCheckoutDraft } from '../checkout-draft'
import { CHECKOUT_MESSAGES, hasBlankField, ShippingSchema } from '../checkout-form'
import { INDIA_STATES } from '../india-states'
import { normalisePhoneKeepingPrefix as normalisePhone } from '@/domain/phone'

export interface CheckoutFormProps {
  /** The cart as it is at submit time (another tab may have changed it). */
  readLines: () => readonly CartLine[]
  /** Whether a shopper is signed in at submit time. */
  isSignedIn: () => boolean
  /** The store lists the `idempotency` capability: each attempt carries its `Idempotency-Key`. */
  idempotent: boolean
  /** After the order exists, with the lines that went into it: the route removes those from the cart and goes to /payment. */
  onPlaced: (orderId: string, lines: readonly CartLine[]) => void
  /** A guest at submit time: the route sends them to sign in. */
  onLoginRequired: () => void
  /** 'Check my orders' after an attempt whose outcome could not be checked: the route opens /orders. */
  onCheckOrders: () => void
}

/**
 * Why the last attempt did not lead to an order: no connection; an answer lost on the way (the
 * order may exist; trying again is safe); or an earlier lost answer that could not be checked
 * (nothing was sent; the shopper should look at their orders first).
 */
type Problem = 'connection' | 'unconfirmed' | 'unverifiable' | null

/**
 * The /checkout shipping form: every field required, a 6-digit PIN, a +91 phone.
 * One order per submit however often it is clicked, and one order per checkout when an answer is
 * lost (see createOrder); the typed values are kept on every failure and survive a reload
 * (sessionStorage draft). A store's refusal shows its own reason when it sent one.
 */
export function CheckoutForm({
  readLines,
  isSignedIn,
  idempotent,
  onPlaced,
  onLoginRequired,
  onCheckOrders,
}: CheckoutFormProps) {
  const form = useValibotForm(ShippingSchema, loadCheckoutDraft)
  const { values, errors, formRef } = form
  const placeOrder = usePlaceOrder()
  const queryClient = useQueryClient()
  // Still busy after success: the page is leaving for the payment.
  const busy = placeOrder.isPending || placeOrder.isSuccess
  const [problem, setProblem] = useState<Problem>(null)
  // The notice of a failed attempt appears at the top of the form, above the button just pressed:
  // it is scrolled into view below the header and focused.
  const revealProblem = useRevealOnSwap(problem)
  const online = useOnline()

  useEffect(() => saveCheckoutDraft(values), [values])

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    // Closes the gap between two clicks before React re-renders the disabled button.
    if (queryClient.isMutating({ mutationKey: PLACE_ORDER_MUTATION_KEY }) > 0 || placeOrder.isSuccess) return
    const shippingAddress = form.validate()
    if (!shippingAddress) {
      if (hasBlankField(values))
        notify({
          title: CHECKOUT_MESSAGES.missingTitle,
          description: CHECKOUT_MESSAGES.missing,
          variant: 'destructive',
        })
      return
    }
    const lines = readLines()
    if (lines.length === 0) {
      notify({
        title: CHECKOUT_MESSAGES.emptyCartTitle,
        description: CHECKOUT_MESSAGES.emptyCart,
        variant: 'destructive',
      })
      return
    }
    if (!isSignedIn()) {
      notify({ title: CHECKOUT_MESSAGES.loginTitle, description: CHECKOUT_MESSAGES.login, variant: 'destructive' })
      onLoginRequired()
      return
    }
    placeOrder.mutate(
      { lines, shippingAddress, idempotent },
      {
        onSuccess: (id) => {
          clearCheckoutDraft()
          onPlaced(id, lines)
        },
        onError: (error) => {
          if (error instanceof OrderOutcomeUnknownError) {
            setProblem('unverifiable')
            notify({
              title: CHECKOUT_MESSAGES.unknownTitle,
              description: CHECKOUT_MESSAGES.unknown,
              variant: 'destructive',
            })
          } else {
            setProblem(
              isNetworkError(error) ? 'connection' : isOutcomeUnknown(error, idempotent) ? 'unconfirmed' : null,
            )
            notify({
              title: CHECKOUT_MESSAGES.failedTitle,
              description: refusalReason(error, idempotent) ?? CHECKOUT_MESSAGES.failed,
              variant: 'destructive',
            })
          }
        },
      },
    )
  }

  const offline = !online
  return (
    <Form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="shipping-title">
      <h2 id="shipping-title">Shipping Information</h2>
      {(offline || problem === 'connection') && (
        <Notice role="status" ref={problem === 'connection' ? revealProblem : undefined}>
          A connection is needed to place your order. Your cart and the details below are kept.
        </Notice>
      )}
      {!offline && problem === 'unconfirmed' && (
        <Notice role="status" ref={revealProblem}>
          We could not confirm whether your order was placed. Your cart and the details below are kept, and placing the
          order again will not create a second one.
        </Notice>
      )}
      {problem === 'unverifiable' && (
        <Alert role="alert" ref={revealProblem}>
          <p>{CHECKOUT_MESSAGES.unknown}</p>
          <Button type="button" $variant="secondary" onClick={onCheckOrders}>
            Check my orders
          </Button>
        </Alert>
      )}
      <TextField id="ship-full-name" label="Full name" autoComplete="name" {...form.field('fullName')} required />
      <TextField id="ship-address" label="Address" autoComplete="street-address" {...form.field('address')} required />
      <Row>
        <TextField id="ship-city" label="City" autoComplete="address-level2" {...form.field('city')} required />
        <SelectField id="ship-state" label="State" autoComplete="address-level1" {...form.field('state')} required>
          <option value="">Select a state</option>
          {/* A draft may hold a state this list does not know: keep it selectable rather than lose it. */}
          {values.state && !INDIA_STATES.includes(values.state) && <option value={values.state}>{values.state}</option>}
          {INDIA_STATES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
      </Row>
      <Row>
        <TextField
          id="ship-postal-code"
          label="PIN code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          value={values.postalCode}
          // Digits only, at most six: anything else typed or pasted is dropped.
          onChange={(e) => form.setValue('postalCode', e.target.value.replace(/\D/g, '').slice(0, 6))}
          error={errors.postalCode}
          hint="6 digits"
          required
        />
        <TextField
          id="ship-phone"
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={13}
          value={values.phone}
          // The +91 prefix is forced and only digits follow it.
          onChange={(e) => form.setValue('phone', normalisePhone(e.target.value))}
          error={errors.phone}
          hint="+91 and 10 digits"
          required
        />
      </Row>
      <Button type="submit" $block disabled={busy || offline} aria-disabled={busy || offline}>
        {offline ? 'Connection needed to place order' : busy ? 'Placing order…' : 'Place Order'}
      </Button>
    </Form>
  )
}

const Form = styled.form`
  display: grid;
  gap: 16px;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`
const Row = styled.div`
  display: grid;
  gap: 16px;
  @media (min-width: 520px) {
    grid-template-columns: 1fr 1fr;
  }
`
const Notice = styled.p`
  margin: 0;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: #fff4e5;
  color: ${({ theme }) => theme.color.warning};
`
const Alert = styled.div`
  display: grid;
  gap: 12px;
  justify-items: start;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: #fff4e5;
  color: ${({ theme }) => theme.color.warning};
  p {
    margin: 0;
  }
`
