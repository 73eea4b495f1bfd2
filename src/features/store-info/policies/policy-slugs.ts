export const POLICY_TITLES = {
  terms: 'Terms & Conditions',
  privacy: 'Privacy Policy',
  refund: 'Refund and Cancellation Policy',
  return: 'Return Policy',
  shipping: 'Shipping Policy',
  about: 'About Us',
} as const
export type PolicySlug = keyof typeof POLICY_TITLES

/** Words that are never policy slugs; they redirect to /404. */
export const RESERVED_WORDS = [
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'account',
  'cart',
  'products',
  'product',
  'contact',
  'track-order',
  'orders',
  '404',
] as const

/** True for the six policy slugs only; reserved words and anything else are false. */
export function isPolicySlug(slug: string): slug is PolicySlug {
  return !(RESERVED_WORDS as readonly string[]).includes(slug) && Object.hasOwn(POLICY_TITLES, slug)
}
