/**
 * What checkout needs of a cart line: id, name, price (₹) and quantity. Declared here so the
 * orders feature does not import the cart; the route passes the cart's items in.
 */
export interface CartLine {
  id: string
  name: string
  price: number
  quantity: number
  selectedSize?: string
  selectedColor?: string
}
