import { createFileRoute } from '@tanstack/react-router'
import { CartPage } from '@/pages/cart-page'

/** /cart: the saved cart; works offline. */
export const Route = createFileRoute('/_main/cart')({
  component: CartPage,
})
