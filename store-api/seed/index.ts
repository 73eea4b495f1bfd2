import { buildCatalogue } from './catalogue'
import { buildDemoAddresses, buildDemoOrders, DEMO_USER } from './demo-shopper'
import { buildHostileSeed } from './hostile'
import { buildMessages, buildPaymentFields } from './payment-fields'
import { buildServiceableAreas } from './serviceability'
import { buildStoreInfo } from './store-info'
import type { SeedData } from './types'

export const SEED_VARIANTS = ['default', 'hostile'] as const
export type SeedVariant = (typeof SEED_VARIANTS)[number]

/** The data one seed variant puts in the database; a fresh copy on every call. */
export function buildSeed(variant: SeedVariant = 'default'): SeedData {
  const base: SeedData = {
    storeInfo: buildStoreInfo(),
    products: buildCatalogue(),
    paymentFields: buildPaymentFields(),
    messages: buildMessages(),
    users: [{ ...DEMO_USER }],
    orders: buildDemoOrders(),
    serviceableAreas: buildServiceableAreas(),
    addresses: buildDemoAddresses(),
  }
  return variant === 'hostile' ? buildHostileSeed(base) : base
}
