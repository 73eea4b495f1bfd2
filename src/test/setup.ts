import { afterEach } from 'vitest'

// Each test starts with empty storage: the cart, wishlist and token live there.
afterEach(() => {
  if (typeof localStorage !== 'undefined') localStorage.clear()
})
