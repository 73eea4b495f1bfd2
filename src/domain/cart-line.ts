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
