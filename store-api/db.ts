import { mkdirSync } from 'node:fs'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

/** The database handle, or a transaction on it: both can run queries. */
export type Queryable = PGlite | Transaction

// pg_trgm: word similarity, so a product search also finds close misspellings.
const SCHEMA = `
create extension if not exists pg_trgm;
-- json, not jsonb: keeps the seed's key order in responses.
create table if not exists settings (
  key text primary key,
  value json not null
);
create table if not exists products (
  id text primary key,
  title text not null,
  description text not null,
  category text not null,
  parent_category text,
  regular_price numeric(12, 2) not null,
  discounted_price numeric(12, 2),
  created_at timestamptz not null,
  images jsonb not null
);
create index if not exists products_category_idx on products (lower(category));
create index if not exists products_created_idx on products (created_at desc, id);
create table if not exists product_attributes (
  id text primary key,
  product_id text not null references products (id) on delete cascade,
  position int not null,
  key text not null,
  value jsonb not null,
  metric_unit text
);
create index if not exists product_attributes_product_idx on product_attributes (product_id);
create table if not exists users (
  id text primary key,
  email text not null unique,
  password_hash text not null,
  first_name text not null,
  last_name text not null,
  created_at timestamptz not null default now()
);
-- The otp extension: an account may have a mobile number ('+919876543210') and no e-mail or password.
alter table users add column if not exists phone text;
alter table users alter column email drop not null, alter column password_hash drop not null;
create unique index if not exists users_phone_idx on users (phone);
create table if not exists sessions (
  token_hash text primary key,
  user_id text not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create table if not exists orders (
  id text primary key,
  user_id text not null references users (id) on delete cascade,
  status int not null default 0 check (status between 0 and 4),
  created_at timestamptz not null default now(),
  shipping_address jsonb not null,
  tracking_number text,
  total numeric(12, 2) not null
);
create index if not exists orders_user_idx on orders (user_id, created_at desc);
-- The coupons extension: an order's discount (total is after it) and the code it used.
alter table orders add column if not exists discount numeric(12, 2) not null default 0;
alter table orders add column if not exists coupon_code text;
create table if not exists order_items (
  id text primary key,
  order_id text not null references orders (id) on delete cascade,
  position int not null,
  product_id text not null,
  product_title text not null,
  quantity int not null check (quantity > 0),
  price numeric(12, 2) not null
);
create index if not exists order_items_order_idx on order_items (order_id);
-- Coupons (the coupons extension): percent of the subtotal up to a cap, or a flat amount; paise.
create table if not exists coupons (
  code text primary key check (code = upper(code) and length(code) between 1 and 32),
  title text not null,
  description text,
  kind text not null check (kind in ('percent', 'flat')),
  value int not null check (value > 0),
  max_discount_paise int,
  min_subtotal_paise int not null default 0,
  expires_at timestamptz,
  once_per_shopper boolean not null default false
);
create table if not exists coupon_redemptions (
  code text not null references coupons (code) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  order_id text not null references orders (id) on delete cascade,
  primary key (code, user_id, order_id)
);
create table if not exists payments (
  id text primary key,
  order_id text not null references orders (id) on delete cascade,
  user_id text not null,
  method text not null,
  amount numeric(12, 2) not null,
  reference text not null unique,
  status text not null,
  fields jsonb not null,
  created_at timestamptz not null default now()
);
create index if not exists payments_order_idx on payments (order_id, created_at desc);
-- Answers kept for the Idempotency-Key header: status and body are null while the first request runs.
create table if not exists idempotency_keys (
  user_id text not null references users (id) on delete cascade,
  scope text not null,
  key text not null,
  fingerprint text not null,
  status int,
  body text,
  created_at timestamptz not null default now(),
  primary key (user_id, scope, key)
);
-- Where the store delivers (the serviceability extension): the longest matching PIN prefix wins.
create table if not exists serviceable_areas (
  prefix text primary key check (prefix ~ '^[1-9][0-9]{0,5}$'),
  deliverable boolean not null,
  city text,
  state text,
  estimated_days int check (estimated_days between 0 and 60),
  cash_on_delivery boolean not null default false
);
-- The reviews extension: one review per shopper and product (seeded ones have no user).
create table if not exists reviews (
  id text primary key,
  product_id text not null references products (id) on delete cascade,
  user_id text references users (id) on delete cascade,
  author text not null,
  rating int not null check (rating between 1 and 5),
  title text,
  body text not null,
  created_at timestamptz not null default now(),
  verified_purchase boolean not null default false,
  helpful_count int not null default 0,
  unique (product_id, user_id)
);
create index if not exists reviews_product_idx on reviews (product_id, created_at desc);
create table if not exists review_helpful (
  review_id text not null references reviews (id) on delete cascade,
  user_id text not null references users (id) on delete cascade,
  primary key (review_id, user_id)
);
-- The addresses extension: a shopper's saved addresses (at most 20), one of them the default.
create table if not exists addresses (
  id text primary key,
  user_id text not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  address jsonb not null,
  is_default boolean not null default false
);
create index if not exists addresses_user_idx on addresses (user_id, created_at);
`

const TABLES = [
  'addresses',
  'coupon_redemptions',
  'coupons',
  'review_helpful',
  'reviews',
  'serviceable_areas',
  'idempotency_keys',
  'payments',
  'order_items',
  'orders',
  'sessions',
  'users',
  'product_attributes',
  'products',
  'settings',
]

/**
 * Opens PGlite and creates the schema. With a directory the data persists there
 * (e.g. `.tmp/db`); without one the database lives in memory for this process.
 */
export async function openDatabase(dataDir?: string): Promise<PGlite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const db = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } })
  await db.exec(SCHEMA)
  return db
}

/** Removes every row; the schema stays. */
export async function truncateAll(db: Queryable): Promise<void> {
  await db.exec(`truncate ${TABLES.join(', ')} restart identity cascade`)
}

/** True when nothing has been seeded yet (the store record is the first thing written). */
export async function isEmpty(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from settings where key = 'store_info'`)
  return (rows[0]?.n ?? 0) === 0
}
