/**
 * A cart line, the one shape the cart keeps and checkout sends: product id, name, unit price (₹),
 * quantity (1 to MAX_LINE_QUANTITY), and the size and colour chosen, if any. A line is the same
 * line when its id, size and colour are.
 */
export interface CartLine {
  id: string
  name: string
  price: number
  quantity: number
  selectedSize?: string
  selectedColor?: string
}

/** A line's identity as a key (id, size, colour; a missing size or colour is empty): same key, same line. */
export const lineKey = (line: Pick<CartLine, 'id' | 'selectedSize' | 'selectedColor'>): string =>
  JSON.stringify([line.id, line.selectedSize ?? '', line.selectedColor ?? ''])

/** Each product's quantity over its lines (its sizes and colours together): product id → quantity. */
export function productQuantities(lines: readonly Pick<CartLine, 'id' | 'quantity'>[]): Record<string, number> {
  const products: Record<string, number> = {}
  for (const line of lines) products[line.id] = (products[line.id] ?? 0) + line.quantity
  return products
}

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
