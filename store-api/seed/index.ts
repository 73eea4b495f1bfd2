import { buildCatalogue } from './catalogue'
import { buildDemoAddresses, buildDemoOrders, DEMO_USER } from './demo-shopper'
import { buildHostileSeed, HOSTILE_PRODUCT_IDS } from './hostile'
import { buildMessages, buildPaymentFields } from './payment-fields'
import { buildReviews, hostileReview } from './reviews'
import { buildServiceableAreas } from './serviceability'
import { buildStoreInfo } from './store-info'
import type { SeedData } from './types'

export const SEED_VARIANTS = ['default', 'hostile'] as const
export type SeedVariant = (typeof SEED_VARIANTS)[number]

/** The data one seed variant puts in the database; a fresh copy on every call. */
export function buildSeed(variant: SeedVariant = 'default'): SeedData {
  const products = buildCatalogue()
  const base: SeedData = {
    storeInfo: buildStoreInfo(),
    products,
    paymentFields: buildPaymentFields(),
    messages: buildMessages(),
    users: [{ ...DEMO_USER }],
    orders: buildDemoOrders(),
    serviceableAreas: buildServiceableAreas(),
    reviews: buildReviews(products),
    addresses: buildDemoAddresses(),
  }
  if (variant !== 'hostile') return base
  const hostile = buildHostileSeed(base)
  return { ...hostile, reviews: [hostileReview(HOSTILE_PRODUCT_IDS.xss), ...hostile.reviews] }
}
