import type { CartLine } from '@/domain/cart-line'

// The one cart line shape (domain/cart-line.ts); the route passes the cart's items in.
export type { CartLine }

/**
 * The cart lines an order of `products` (product id → quantity) took: each product's quantity is
 * taken from its lines in cart order, never more than a line holds.
 */
export function linesOfProducts(lines: readonly CartLine[], products: Readonly<Record<string, number>>): CartLine[] {
  const left = { ...products }
  const taken: CartLine[] = []
  for (const line of lines) {
    const n = Math.min(line.quantity, left[line.id] ?? 0)
    if (n <= 0) continue
    left[line.id] = (left[line.id] ?? 0) - n
    taken.push({ ...line, quantity: n })
  }
  return taken
}
