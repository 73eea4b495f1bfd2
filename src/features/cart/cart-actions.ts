import { MAX_LINE_QUANTITY } from '@/lib/order-limits'
import { notify } from '@/lib/toast'
import { cart, sameLine, type CartItem } from './cart-store'

const SAVE_FAILED = {
  title: 'Cart not saved',
  description: 'Your browser storage is full or blocked, so this cart will be lost when you close the tab.',
  variant: 'destructive' as const,
}

function warnIfUnsaved() {
  if (cart.saveFailed()) notify(SAVE_FAILED)
}

const quantityIn = (item: CartItem): number => cart.get().find((i) => sameLine(i, item))?.quantity ?? 0

/**
 * Adds a line (or increases the same line) and confirms: 'Added to cart' / '{name} has been added
 * to your cart.' When the line would pass 99 (what one order may hold) it stops at 99 and says so.
 */
export function addToCart(item: CartItem): void {
  const wanted = quantityIn(item) + Math.max(1, Math.floor(item.quantity))
  cart.add(item)
  const name = item.name || 'The item'
  if (quantityIn(item) < wanted) {
    notify({
      title: 'Quantity limit reached',
      description: `You can order up to ${MAX_LINE_QUANTITY} of ${name}; your cart now holds ${quantityIn(item)}.`,
    })
  } else {
    notify({ title: 'Added to cart', description: `${name} has been added to your cart.`, variant: 'success' })
  }
  warnIfUnsaved()
}

/** Sets a product's quantity (matched on id; below 1 ignored) and confirms: 'Quantity updated'. */
export function updateCartQuantity(id: string, quantity: number, name: string): void {
  if (!Number.isFinite(quantity) || quantity < 1) return
  cart.setQuantity(id, quantity)
  notify({ title: 'Quantity updated', description: `${name || 'The item'} quantity is now ${Math.floor(quantity)}.` })
  warnIfUnsaved()
}

/** Removes a product's lines (matched on id) and confirms: 'Removed from cart'. */
export function removeFromCart(id: string, name: string): void {
  cart.remove(id)
  notify({ title: 'Removed from cart', description: `${name || 'The item'} has been removed from your cart.` })
  warnIfUnsaved()
}

/** Empties the cart: 'Cart cleared' / 'All items have been removed from your cart.'. */
export function clearCart(): void {
  cart.clear()
  notify({ title: 'Cart cleared', description: 'All items have been removed from your cart.' })
}
