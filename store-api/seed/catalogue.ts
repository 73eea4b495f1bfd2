import { cableProducts, audioProducts } from './products-cables-audio'
import { laptopProducts, mobileProducts } from './products-devices'
import { accessoryProducts, homeProducts, menProducts, personalCareProducts, womenProducts } from './products-apparel'
import { TV_CATEGORY, tvProducts } from './products-tv'
import type { ProductDef, SeedProduct } from './types'

const GROUPS: [string, ProductDef[]][] = [
  [TV_CATEGORY, tvProducts],
  ['Mobile Accessories', mobileProducts],
  ['Laptop Accessories', laptopProducts],
  ['Cables', cableProducts],
  ['Audio', audioProducts],
  ['Men', menProducts],
  ['Women', womenProducts],
  ['Accessories', accessoryProducts],
  ['Personal Care', personalCareProducts],
  ['Home', homeProducts],
]

const DAY = 86_400_000
const START = Date.UTC(2026, 0, 3, 9, 30)

/**
 * Spreads creation dates over January–October 2026. The stride (97 days modulo 290)
 * interleaves categories, so "newest first" mixes the catalogue instead of listing
 * one category after another; the result is the same on every run.
 */
function createdAt(index: number): string {
  const days = (index * 97) % 290
  const minutes = (index * 173) % (12 * 60)
  return new Date(START + days * DAY + minutes * 60_000).toISOString()
}

/** The full catalogue, each product with its category and a fixed creation date. */
export function buildCatalogue(): SeedProduct[] {
  return GROUPS.flatMap(([category, defs]) => defs.map((def) => ({ ...def, category }))).map((p, i) => ({
    ...p,
    createdAt: createdAt(i),
  }))
}
