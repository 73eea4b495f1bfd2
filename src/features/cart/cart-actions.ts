import { MAX_LINE_QUANTITY } from '@/lib/order-limits'
import { notify } from '@/lib/toast'
import { cart, sameLine, type CartItem } from './cart-store'
import { t } from '@/i18n/i18n'

function warnIfUnsaved() {
  if (cart.saveFailed())
    notify({ title: t('cart.notSaved'), description: t('cart.notSavedText'), variant: 'destructive' })
}

const quantityIn = (item: CartItem): number => cart.get().find((i) => sameLine(i, item))?.quantity ?? 0

/**
 * Adds a line (or increases the same line) and confirms: 'Added to cart' / '{name} has been added
 * to your cart.' When the line would pass 99 (what one order may hold) it stops at 99 and says so.
 */
export function addToCart(item: CartItem): void {
  const wanted = quantityIn(item) + Math.max(1, Math.floor(item.quantity))
  cart.add(item)
  const name = item.name || t('cart.theItem')
  if (quantityIn(item) < wanted) {
    notify({
      title: t('cart.limit'),
      description: t('cart.limitText', { max: MAX_LINE_QUANTITY, name, count: quantityIn(item) }),
    })
  } else {
    notify({ title: t('cart.added'), description: t('cart.addedText', { name }), variant: 'success' })
  }
  warnIfUnsaved()
}

/** Sets a product's quantity (matched on id; below 1 ignored) and confirms: 'Quantity updated'. */
export function updateCartQuantity(id: string, quantity: number, name: string): void {
  if (!Number.isFinite(quantity) || quantity < 1) return
  cart.setQuantity(id, quantity)
  notify({
    title: t('cart.quantityUpdated'),
    description: t('cart.quantityUpdatedText', { name: name || t('cart.theItem'), count: Math.floor(quantity) }),
  })
  warnIfUnsaved()
}

/** Removes a product's lines (matched on id) and confirms: 'Removed from cart'. */
export function removeFromCart(id: string, name: string): void {
  cart.remove(id)
  notify({ title: t('cart.removed'), description: t('cart.removedText', { name: name || t('cart.theItem') }) })
  warnIfUnsaved()
}

/** Empties the cart: 'Cart cleared' / 'All items have been removed from your cart.'. */
export function clearCart(): void {
  cart.clear()
  notify({ title: t('cart.cleared'), description: t('cart.clearedText') })
}
