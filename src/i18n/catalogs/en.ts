/**
 * The English catalogue: the reference every other language follows, in ICU MessageFormat
 * (`{count, plural, one {# item} other {# items}}`, `{name}`). Its wording is the specification's.
 * After editing, run `npx tsx scripts/compile-messages.ts` (a unit test fails until you do).
 */
export const en = {
  // Header, menu and language control
  'header.nav': 'Main',
  'header.allProducts': 'All Products',
  'header.search': 'Search',
  'header.wishlist': 'Wishlist',
  'header.cart': 'Cart',
  'header.cartCount': 'Cart, {count} items',
  'header.account': 'Account',
  'header.login': 'Login',
  'header.menu': 'Menu',
  'language.label': 'Language',
  'language.failed': 'Could not load हिन्दी. Check your connection and try again.',
  // Layout
  'layout.skipToContent': 'Skip to content',
  'layout.storeInfoFailed': 'Failed to load store information. Please refresh the page.',
  'layout.updating': 'Loading the latest version…',
  'layout.errorTitle': 'Something went wrong',
  'layout.errorText': 'This page could not be shown. Please try again.',
  'common.tryAgain': 'Try Again',
  // Footer
  'footer.support': 'Support: ',
  'footer.help': 'Help',
  'footer.contactUs': 'Contact Us',
  'footer.account': 'Account',
  'footer.myAccount': 'My Account',
  'footer.myOrders': 'My Orders',
  'footer.trackOrder': 'Track Order',
  'footer.categories': 'Categories',
  'footer.social': 'Social media',
  'footer.copyright': '© {year} {owner}. All rights reserved.',
  'footer.quickLinks': 'Quick links',
  'footer.home': 'Home',
  'footer.category': 'Category',
  'footer.cart': 'Cart',
  // Policy pages
  'policy.terms': 'Terms & Conditions',
  'policy.privacy': 'Privacy Policy',
  'policy.refund': 'Refund and Cancellation Policy',
  'policy.return': 'Return Policy',
  'policy.shipping': 'Shipping Policy',
  'policy.about': 'About Us',
  // Cart
  'cart.itemCount': '{count, plural, one {# item} other {# items}}',
} satisfies Record<string, string>

/** Every message's id: a catalogue lacking one does not compile. */
export type MessageId = keyof typeof en
