import type { FileRoutesById } from '@/routeTree.gen'
import { isPolicySlug } from '@/features/store-info/policies/policy-slugs'
import { POLICY_TITLE_IDS } from '@/features/store-info/policies/policy-titles'
import { t as translate, type MessageId, type Translate } from '@/i18n/i18n'

/** Layout routes: they never are the page shown, so they need no name. */
type LayoutRouteId = '/_auth' | '/_main' | '/_main/_authed'
type PageRouteId = Exclude<keyof FileRoutesById, LayoutRouteId>

/**
 * Every page's name in the document title ('' = store name alone); a new route fails to compile until named
 * here. Pages named by their data set it with usePageTitle; this one shows until then.
 */
const ROUTE_TITLES: Record<PageRouteId, MessageId | '' | ((params: Record<string, string>) => MessageId)> = {
  __root__: 'title.notFound',
  '/_main/': '',
  '/_auth/login': 'title.signIn',
  '/_auth/register': 'title.register',
  '/_main/$policyType': ({ policyType = '' }) =>
    isPolicySlug(policyType) ? POLICY_TITLE_IDS[policyType] : 'title.notFound',
  '/_main/404': 'title.notFound',
  '/_main/api-test': 'title.apiTest',
  '/_main/cart': 'title.cart',
  '/_main/contact': 'title.contact',
  '/_main/forgot-password': 'title.forgotPassword',
  '/_main/order-success': 'title.orderPlaced',
  '/_main/products': 'title.products',
  '/_main/track-order': 'title.trackOrder',
  '/_main/wishlist': 'title.wishlist',
  '/_main/_authed/account': 'title.account',
  '/_main/_authed/checkout': 'title.checkout',
  '/_main/_authed/orders': 'title.orders',
  '/_main/_authed/payment': 'title.payment',
  '/_main/product/$id': 'title.product',
  '/_main/product/$id_/reviews': 'title.reviews',
}

/** The name of the page a route shows (in the language of `t`), '' for home; undefined for an unknown route id. */
export function routePageName(
  routeId: string,
  params: Record<string, string>,
  t: Translate = translate,
): string | undefined {
  const title = (
    ROUTE_TITLES as Record<string, MessageId | '' | ((p: Record<string, string>) => MessageId) | undefined>
  )[routeId]
  const id = typeof title === 'function' ? title(params) : title
  return id ? t(id) : id
}
