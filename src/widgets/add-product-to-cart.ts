import type { Product } from '@/features/catalog/api/to-product'
import type { PurchaseChoice } from '@/features/catalog/product/purchase-form'
import { addToCart } from '@/features/cart/cart-actions'

/** Puts a catalogue product into the cart as a cart line (id, name, image, price, quantity, size, colour), with the 'Added to cart' toast. */
export function addProductToCart(product: Product, choice: PurchaseChoice): void {
  addToCart({
    id: product.id,
    name: product.name,
    image: product.image,
    price: product.price,
    quantity: choice.quantity,
    ...(choice.size ? { selectedSize: choice.size } : {}),
    ...(choice.color ? { selectedColor: choice.color } : {}),
  })
}
