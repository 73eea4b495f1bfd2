import type { QueryClient } from '@tanstack/react-query'
import { productKeys } from '@/features/catalog/api/products'
import type { Product } from '@/features/catalog/api/to-product'
import { displayStoreName, storeInfoKeys, storeSupports, type StoreInfo } from '@/features/store-info/api/store-info'
import { buildDocumentTitle } from '@/lib/page-title'
import type { Translate } from '@/i18n/i18n'
import { routePageName } from '@/widgets/layout/page-titles'
import {
  absoluteUrl,
  breadcrumbJsonLd,
  canonicalUrl,
  clipText,
  organizationJsonLd,
  productJsonLd,
  type SeoHead,
} from './seo'

interface Match {
  routeId: string
  params: unknown
  search?: unknown
}

const DESCRIPTION_CHARS = 160

/** The head of a rendered page from the router's matches and the store data in `queryClient`; undefined for a page not found. */
export function pageSeo(
  matches: readonly Match[],
  queryClient: QueryClient,
  requestUrl: string,
  t: Translate,
): { head: SeoHead; siteName: string } | undefined {
  const leaf = matches[matches.length - 1]
  if (!leaf) return undefined
  const url = new URL(requestUrl)
  const origin = url.origin
  const store = queryClient.getQueryData<StoreInfo>(storeInfoKeys.all)
  const siteName = displayStoreName(store)
  // Without store info the template's own title stays (a product page still gets its name).
  const titleStore = store ? siteName : ''
  const storeDescription = store?.description ? clipText(store.description, DESCRIPTION_CHARS) : undefined
  const params = (leaf.params ?? {}) as Record<string, string>
  const home: [string, string] = [t('product.home'), `${origin}/`]
  const listing = (category: string, parentCategory?: string) => {
    const u = new URL('/products', origin)
    if (category) u.searchParams.set('category', category.trim().toLowerCase())
    if (parentCategory) u.searchParams.set('parentCategory', parentCategory)
    return u.href
  }

  if (leaf.routeId === '/_main/product/$id') {
    const product = queryClient.getQueryData<Product>(productKeys.detail(params.id ?? ''))
    if (!product) return undefined
    const canonical = `${origin}/product/${encodeURIComponent(product.id)}`
    const name = product.name || t('common.untitledProduct')
    const steps: [string, string][] = [home]
    if (product.category) steps.push([product.category, listing(product.category)])
    if (product.parentCategory) steps.push([product.parentCategory, listing(product.category, product.parentCategory)])
    steps.push([name, canonical])
    return {
      siteName,
      head: {
        title: buildDocumentTitle(name, titleStore),
        description: (product.description && clipText(product.description, DESCRIPTION_CHARS)) || storeDescription,
        canonical,
        image: absoluteUrl(product.image, origin),
        product: { price: product.price },
        jsonLd: [productJsonLd(product, canonical, storeSupports(store, 'reviews')), breadcrumbJsonLd(steps)],
      },
    }
  }

  const canonical = canonicalUrl(url)
  if (leaf.routeId === '/_main/products') {
    const search = (leaf.search ?? {}) as { category?: string; parentCategory?: string }
    const category = search.category
      ? (store?.categories.find((c) => c.toLowerCase() === search.category!.toLowerCase()) ?? search.category)
      : undefined
    const steps: [string, string][] = [home, [t('title.products'), `${origin}/products`]]
    if (category) steps.push([category, listing(category)])
    if (category && search.parentCategory) steps.push([search.parentCategory, listing(category, search.parentCategory)])
    return {
      siteName,
      head: {
        title: buildDocumentTitle(search.parentCategory ?? category ?? t('title.products'), titleStore),
        description: storeDescription,
        canonical,
        jsonLd: [breadcrumbJsonLd(steps)],
      },
    }
  }

  return {
    siteName,
    head: {
      title: store ? buildDocumentTitle(routePageName(leaf.routeId, params, t), siteName) : undefined,
      description: storeDescription,
      canonical,
      image: store ? absoluteUrl(store.companyLogoUrl, origin) : undefined,
      jsonLd: leaf.routeId === '/_main/' && store ? [organizationJsonLd(store, origin)] : [],
    },
  }
}
