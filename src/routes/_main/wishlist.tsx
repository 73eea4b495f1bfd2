import { createFileRoute } from '@tanstack/react-router'
import { WishlistPage } from '@/pages/wishlist-page'

/** /wishlist: saved products; works offline. */
export const Route = createFileRoute('/_main/wishlist')({
  component: WishlistPage,
})
