import { afterEach } from 'vitest'
// Components are tested outside their route chunks: every English message, as in a route page.
import '@/i18n/route-messages'
import '@/i18n/page-messages'

// Each test starts with empty storage: the cart, wishlist and token live there.
afterEach(() => {
  if (typeof localStorage !== 'undefined') localStorage.clear()
})
