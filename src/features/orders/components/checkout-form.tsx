import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { SelectField, TextField, useFocusFirstInvalid } from '@/components/ui/form-field'
import { isNetworkError } from '@/lib/api-error'
import type { FieldErrors } from '@/lib/form-errors'
import { notify } from '@/lib/toast'
import { useOnline } from '@/lib/use-online'
import { createOrder } from '../api/orders'
import type { CartLine } from '../cart-line'
import { clearCheckoutDraft, loadCheckoutDraft, saveCheckoutDraft } from '../checkout-draft'
import { CHECKOUT_MESSAGES, checkShipping, type ShippingAddress, type ShippingField } from '../checkout-form'
import { INDIA_STATES } from '../india-states'
import { normalisePhone } from '../phone'

export interface CheckoutFormProps {
  /** The cart as it is at submit time (another tab may have changed it). */
  readLines: () => readonly CartLine[]
  /** Whether a shopper is signed in at submit time. */
  isSignedIn: () => boolean
  /** After the order exists: the route clears the cart and goes to /payment. */
  onPlaced: (orderId: string) => void
  /** A guest at submit time: the route sends them to sign in. */
  onLoginRequired: () => void
}

/**
 * The shipping form of spec §2 /checkout with the rules and messages of spec §5 and §8.
 * One order per submit however often it is clicked; the typed values are kept on every
 * failure and survive a reload (sessionStorage draft).
 */
export function CheckoutForm({ readLines, isSignedIn, onPlaced, onLoginRequired }: CheckoutFormProps) {
  const [form, setForm] = useState<ShippingAddress>(loadCheckoutDraft)
  const [errors, setErrors] = useState<FieldErrors<ShippingField>>({})
  const [busy, setBusy] = useState(false)
  const [networkFailed, setNetworkFailed] = useState(false)
  const inFlight = useRef(false)
  const online = useOnline()
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid()

  useEffect(() => saveCheckoutDraft(form), [form])

  const set = (field: ShippingField) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const value = field === 'phone' ? normalisePhone(e.target.value) : field === 'postalCode' ? e.target.value.replace(/\D/g, '').slice(0, 6) : e.target.value
    setForm((f) => ({ ...f, [field]: value }))
    setErrors((er) => ({ ...er, [field]: undefined }))
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    // The ref closes the gap between two clicks before React re-renders the disabled button.
    if (inFlight.current) return
    const check = checkShipping(form)
    if (!check.ok) {
      setErrors(check.errors)
      focusFirstInvalid()
      if (check.blank) notify({ title: CHECKOUT_MESSAGES.missingTitle, description: CHECKOUT_MESSAGES.missing, variant: 'destructive' })
      return
    }
    const lines = readLines()
    if (lines.length === 0) {
      notify({ title: CHECKOUT_MESSAGES.emptyCartTitle, description: CHECKOUT_MESSAGES.emptyCart, variant: 'destructive' })
      return
    }
    if (!isSignedIn()) {
      notify({ title: CHECKOUT_MESSAGES.loginTitle, description: CHECKOUT_MESSAGES.login, variant: 'destructive' })
      onLoginRequired()
      return
    }
    inFlight.current = true
    setBusy(true)
    try {
      const id = await createOrder(lines, check.output)
      clearCheckoutDraft()
      onPlaced(id)
    } catch (error) {
      setNetworkFailed(isNetworkError(error))
      notify({ title: CHECKOUT_MESSAGES.failedTitle, description: CHECKOUT_MESSAGES.failed, variant: 'destructive' })
      inFlight.current = false
      setBusy(false)
    }
  }

  const offline = !online
  return (
    <Form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="shipping-title">
      <h2 id="shipping-title">Shipping Information</h2>
      {(offline || networkFailed) && (
        <Notice role="status">A connection is needed to place your order. Your cart and the details below are kept.</Notice>
      )}
      <TextField id="ship-full-name" label="Full name" autoComplete="name" value={form.fullName} onChange={set('fullName')} error={errors.fullName} required />
      <TextField id="ship-address" label="Address" autoComplete="street-address" value={form.address} onChange={set('address')} error={errors.address} required />
      <Row>
        <TextField id="ship-city" label="City" autoComplete="address-level2" value={form.city} onChange={set('city')} error={errors.city} required />
        <SelectField id="ship-state" label="State" autoComplete="address-level1" value={form.state} onChange={set('state')} error={errors.state} required>
          <option value="">Select a state</option>
          {/* A draft may hold a state this list does not know: keep it selectable rather than lose it. */}
          {form.state && !INDIA_STATES.includes(form.state) && <option value={form.state}>{form.state}</option>}
          {INDIA_STATES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </SelectField>
      </Row>
      <Row>
        <TextField id="ship-postal-code" label="PIN code" inputMode="numeric" autoComplete="postal-code" maxLength={6} value={form.postalCode} onChange={set('postalCode')} error={errors.postalCode} hint="6 digits" required />
        <TextField id="ship-phone" label="Phone" type="tel" inputMode="tel" autoComplete="tel" maxLength={13} value={form.phone} onChange={set('phone')} error={errors.phone} hint="+91 and 10 digits" required />
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
  h2 { margin: 0; font-size: 1.25rem; }
`
const Row = styled.div`
  display: grid;
  gap: 16px;
  @media (min-width: 520px) { grid-template-columns: 1fr 1fr; }
`
const Notice = styled.p`
  margin: 0;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: #fff4e5;
  color: ${({ theme }) => theme.color.warning};
`
