import type { Product } from '@/features/catalog/api/to-product'
import type { PurchaseChoice } from '@/features/catalog/product/purchase-form'
import { addToCart } from '@/features/cart/cart-actions'

/** Adds the product as a cart line, with the 'Added to cart' toast. */
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
