import type { PGlite } from '@electric-sql/pglite'
import { truncateAll, type Queryable } from '../db'
import { hashPassword } from '../lib/passwords'
import { SEED_COUPONS } from '../seed/coupons'
import { buildSeed, type SeedVariant } from '../seed/index'
import type { SeedData, SeedProduct } from '../seed/types'
import { productImageNames } from './images'
import { SETTINGS } from './settings'

/** Price a shopper pays for a product: the discounted price when there is one. */
export const effectivePrice = (p: { regularPrice: number; discountedPrice: number | null }): number =>
  p.discountedPrice ?? p.regularPrice

// One statement per table: rows travel as a single JSON parameter, which keeps a
// full re-seed to a few queries (tests reset between specs).
async function insertRows(db: Queryable, table: string, columns: string, types: string, rows: object[]) {
  if (rows.length === 0) return
  await db.query(
    `insert into ${table} (${columns}) select ${columns} from jsonb_to_recordset($1::jsonb) as r(${types})`,
    [JSON.stringify(rows)],
  )
}

async function insertProducts(db: Queryable, products: SeedProduct[]) {
  await insertRows(
    db,
    'products',
    'id, title, description, category, parent_category, regular_price, discounted_price, created_at, images',
    'id text, title text, description text, category text, parent_category text, regular_price numeric, discounted_price numeric, created_at timestamptz, images jsonb',
    products.map((p) => ({
      id: p.id,
      title: p.title,
      description: p.description,
      category: p.category,
      parent_category: p.parentCategory,
      regular_price: p.regularPrice,
      discounted_price: p.discountedPrice,
      created_at: p.createdAt,
      images: productImageNames(p.id),
    })),
  )
  await insertRows(
    db,
    'product_attributes',
    'id, product_id, position, key, value, metric_unit',
    'id text, product_id text, position int, key text, value jsonb, metric_unit text',
    products.flatMap((p) =>
      p.attributes.map((a, i) => ({
        id: `${p.id}-a${i + 1}`,
        product_id: p.id,
        position: i,
        key: a.key,
        value: a.value,
        metric_unit: a.metricUnit ?? null,
      })),
    ),
  )
}

// Seed passwords are hashed once per process (still salted): tests reset between
// specs, and scrypt is deliberately slow.
const seedHashes = new Map<string, Promise<string>>()
function seedPasswordHash(password: string): Promise<string> {
  let hash = seedHashes.get(password)
  if (!hash) seedHashes.set(password, (hash = hashPassword(password)))
  return hash
}

async function insertUsersAndOrders(db: Queryable, seed: SeedData) {
  const users = await Promise.all(
    seed.users.map(async (u) => ({
      id: u.id,
      email: u.email,
      phone: u.phone ?? null,
      password_hash: await seedPasswordHash(u.password),
      first_name: u.firstName,
      last_name: u.lastName,
      created_at: u.createdAt,
    })),
  )
  await insertRows(
    db,
    'users',
    'id, email, phone, password_hash, first_name, last_name, created_at',
    'id text, email text, phone text, password_hash text, first_name text, last_name text, created_at timestamptz',
    users,
  )
  const byId = new Map(seed.products.map((p) => [p.id, p]))
  const orders = seed.orders.map((o) => {
    const items = o.items.map((item, i) => {
      const product = byId.get(item.productId)
      if (!product) throw new Error(`Seed order ${o.id} refers to unknown product ${item.productId}`)
      return {
        id: `${o.id}-i${i + 1}`,
        order_id: o.id,
        position: i,
        product_id: item.productId,
        product_title: item.productTitle ?? product.title,
        quantity: item.quantity,
        price: effectivePrice(product),
      }
    })
    const total = items.reduce((sum, item) => sum + item.price * item.quantity, 0)
    return { order: { ...o, total }, items }
  })
  await insertRows(
    db,
    'orders',
    'id, user_id, status, created_at, shipping_address, tracking_number, total',
    'id text, user_id text, status int, created_at timestamptz, shipping_address jsonb, tracking_number text, total numeric',
    orders.map(({ order: o }) => ({
      id: o.id,
      user_id: o.userId,
      status: o.status,
      created_at: o.createdAt,
      shipping_address: o.shippingAddress,
      tracking_number: o.trackingNumber,
      total: o.total,
    })),
  )
  await insertRows(
    db,
    'order_items',
    'id, order_id, position, product_id, product_title, quantity, price',
    'id text, order_id text, position int, product_id text, product_title text, quantity int, price numeric',
    orders.flatMap((o) => o.items),
  )
}

/** Writes one seed variant into an empty database; run it inside a transaction. */
export async function seedDatabase(db: Queryable, variant: SeedVariant = 'default'): Promise<void> {
  const seed = buildSeed(variant)
  await insertProducts(db, seed.products)
  await insertUsersAndOrders(db, seed)
  await insertRows(
    db,
    'addresses',
    'id, user_id, created_at, address, is_default',
    'id text, user_id text, created_at timestamptz, address jsonb, is_default boolean',
    seed.addresses.map(({ id, userId, createdAt, isDefault, ...address }) => ({
      id,
      user_id: userId,
      created_at: createdAt,
      address,
      is_default: isDefault,
    })),
  )
  await insertRows(
    db,
    'serviceable_areas',
    'prefix, deliverable, city, state, estimated_days, cash_on_delivery',
    'prefix text, deliverable boolean, city text, state text, estimated_days int, cash_on_delivery boolean',
    seed.serviceableAreas.map((a) => ({
      prefix: a.prefix,
      deliverable: a.deliverable,
      city: a.city,
      state: a.state,
      estimated_days: a.estimatedDays,
      cash_on_delivery: a.cashOnDelivery,
    })),
  )
  await insertRows(
    db,
    'coupons',
    'code, title, description, kind, value, max_discount_paise, min_subtotal_paise, expires_at, once_per_shopper',
    'code text, title text, description text, kind text, value int, max_discount_paise int, min_subtotal_paise int, expires_at timestamptz, once_per_shopper boolean',
    SEED_COUPONS.map((c) => ({
      code: c.code,
      title: c.title,
      description: c.description,
      kind: c.kind,
      value: c.value,
      max_discount_paise: c.maxDiscountPaise,
      min_subtotal_paise: c.minSubtotalPaise,
      expires_at: c.expiresAt,
      once_per_shopper: c.oncePerShopper,
    })),
  )
  await insertRows(
    db,
    'reviews',
    'id, product_id, author, rating, title, body, created_at, verified_purchase, helpful_count',
    'id text, product_id text, author text, rating int, title text, body text, created_at timestamptz, verified_purchase boolean, helpful_count int',
    seed.reviews.map((r) => ({
      id: r.id,
      product_id: r.productId,
      author: r.author,
      rating: r.rating,
      title: r.title,
      body: r.body,
      created_at: r.createdAt,
      verified_purchase: r.verifiedPurchase,
      helpful_count: r.helpfulCount,
    })),
  )
  const settings: [string, unknown][] = [
    [SETTINGS.paymentFields, seed.paymentFields],
    [SETTINGS.messages, seed.messages],
    [SETTINGS.storeInfo, seed.storeInfo],
  ]
  for (const [key, value] of settings) {
    await db.query('insert into settings (key, value) values ($1, $2::json)', [key, JSON.stringify(value)])
  }
}

/** Empties every table and seeds again, atomically. */
export async function resetDatabase(db: PGlite, variant: SeedVariant = 'default'): Promise<void> {
  await db.transaction(async (tx) => {
    await truncateAll(tx)
    await seedDatabase(tx, variant)
  })
}
