import { MAX_LINE_QUANTITY } from '@/lib/order-limits'
import { notify } from '@/lib/toast'
import { cart, sameLine, type CartItem, type LineIdentity } from './cart-store'
import { t } from '@/i18n/i18n'

function warnIfUnsaved() {
  if (cart.saveFailed())
    notify({ title: t('cart.notSaved'), description: t('cart.notSavedText'), variant: 'destructive' })
}

const quantityIn = (item: CartItem): number => cart.get().find((i) => sameLine(i, item))?.quantity ?? 0
// All sizes and colours of a product: what one order would send of it.
const productTotal = (id: string): number => cart.get().reduce((n, i) => (i.id === id ? n + i.quantity : n), 0)

/** Adds the line and confirms; when the product's lines would pass 99 it stops there and says so. */
export function addToCart(item: CartItem): void {
  const wanted = quantityIn(item) + Math.max(1, Math.floor(item.quantity))
  cart.add(item)
  const name = item.name || t('cart.theItem')
  if (quantityIn(item) < wanted) {
    notify({
      title: t('cart.limit'),
      description: t('cart.limitText', { max: MAX_LINE_QUANTITY, name, count: productTotal(item.id) }),
    })
  } else {
    notify({ title: t('cart.added'), description: t('cart.addedText', { name }), variant: 'success' })
  }
  warnIfUnsaved()
}

/** Sets one line's quantity (capped to its room; below 1 ignored) and confirms. */
export function updateCartQuantity(line: LineIdentity, quantity: number, name: string): void {
  if (!Number.isFinite(quantity) || quantity < 1) return
  cart.setQuantity(line, quantity)
  const now = cart.get().find((i) => sameLine(i, line))?.quantity ?? Math.floor(quantity)
  notify({
    title: t('cart.quantityUpdated'),
    description: t('cart.quantityUpdatedText', { name: name || t('cart.theItem'), count: now }),
  })
  warnIfUnsaved()
}

/** Removes one line and confirms. */
export function removeFromCart(line: LineIdentity, name: string): void {
  cart.remove(line)
  notify({ title: t('cart.removed'), description: t('cart.removedText', { name: name || t('cart.theItem') }) })
  warnIfUnsaved()
}

/** Empties the cart and confirms. */
export function clearCart(): void {
  cart.clear()
  notify({ title: t('cart.cleared'), description: t('cart.clearedText') })
}
