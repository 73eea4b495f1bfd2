/** A cart line: unit price in ₹, quantity 1..MAX_LINE_QUANTITY; id, size and colour identify it. */
export interface CartLine {
  id: string
  name: string
  price: number
  quantity: number
  selectedSize?: string
  selectedColor?: string
}

export const lineKey = (line: Pick<CartLine, 'id' | 'selectedSize' | 'selectedColor'>): string =>
  JSON.stringify([line.id, line.selectedSize ?? '', line.selectedColor ?? ''])

export function productQuantities(lines: readonly Pick<CartLine, 'id' | 'quantity'>[]): Record<string, number> {
  const products: Record<string, number> = {}
  for (const line of lines) products[line.id] = (products[line.id] ?? 0) + line.quantity
  return products
}

/** The lines an order of `products` (id → quantity) took, in cart order, never more than a line holds. */
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
