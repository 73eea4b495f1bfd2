import { createFileRoute } from '@tanstack/react-router'
import { CheckoutPage } from '@/pages/checkout-page'

/**
 * /checkout: shipping form + summary. A placed order takes its lines (and only those) out of the
 * cart and leads to /payment?orderId={id}; the store's `idempotency` capability decides whether
 * each attempt carries an Idempotency-Key.
 */
export const Route = createFileRoute('/_main/_authed/checkout')({
  component: CheckoutPage,
})
