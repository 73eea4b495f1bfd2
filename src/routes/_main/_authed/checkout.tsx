import { createFileRoute } from '@tanstack/react-router'
import { CheckoutPage } from '@/pages/checkout-page'

/** /checkout: a placed order takes its lines out of the cart and leads to /payment?orderId={id}. */
export const Route = createFileRoute('/_main/_authed/checkout')({
  component: CheckoutPage,
})
