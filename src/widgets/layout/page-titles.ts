import type { FileRoutesById } from '@/routeTree.gen'
import { isPolicySlug, POLICY_TITLES } from '@/features/store-info/policies/policy-slugs'

/** Layout routes: they never are the page shown, so they need no name. */
type LayoutRouteId = '/_auth' | '/_main' | '/_main/_authed'
type PageRouteId = Exclude<keyof FileRoutesById, LayoutRouteId>

/**
 * Every page's name in the document title ('' = the store name alone, for home). The type makes a
 * new route fail to compile until it is named here. Pages whose name depends on their data (a
 * product, a listing or search) set it themselves with usePageTitle; the name here is shown until then.
 */
const ROUTE_TITLES: Record<PageRouteId, string | ((params: Record<string, string>) => string)> = {
  __root__: 'Page not found',
  '/_main/': '',
  '/_auth/login': 'Sign in',
  '/_auth/register': 'Create an account',
  '/_main/$policyType': ({ policyType = '' }) =>
    isPolicySlug(policyType) ? POLICY_TITLES[policyType] : 'Page not found',
  '/_main/404': 'Page not found',
  '/_main/api-test': 'API Connection Test',
  '/_main/cart': 'Cart',
  '/_main/contact': 'Contact Us',
  '/_main/forgot-password': 'Forgot password',
  '/_main/order-success': 'Order placed',
  '/_main/products': 'Products',
  '/_main/track-order': 'Track Your Order',
  '/_main/wishlist': 'Wishlist',
  '/_main/_authed/account': 'Account Details',
  '/_main/_authed/checkout': 'Checkout',
  '/_main/_authed/orders': 'My Orders',
  '/_main/_authed/payment': 'Payment',
  '/_main/product/$id': 'Product',
}

/** The name of the page a route shows, '' for home; undefined for an unknown route id. */
export function routePageName(routeId: string, params: Record<string, string>): string | undefined {
  const title = (ROUTE_TITLES as Record<string, string | ((p: Record<string, string>) => string) | undefined>)[routeId]
  return typeof title === 'function' ? title(params) : title
}
