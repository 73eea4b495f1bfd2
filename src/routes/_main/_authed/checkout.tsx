import { createFileRoute } from '@tanstack/react-router'
import { CheckoutPage } from '@/pages/checkout-page'

export const Route = createFileRoute('/_main/_authed/checkout')({
  component: CheckoutPage,
})
