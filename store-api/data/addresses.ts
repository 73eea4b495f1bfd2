import { randomUUID } from 'node:crypto'
import type { Queryable } from '../db'
import type { AddressForm } from '../../src/domain/address-form'

/** The most addresses one shopper keeps. */
export const MAX_SAVED_ADDRESSES = 20

/** A saved address as the addresses extension answers it; `landmark` only when there is one. */
export type AddressJson = Omit<AddressForm, 'landmark'> & { id: string; landmark?: string; isDefault: boolean }

interface Row {
  id: string
  address: AddressForm
  is_default: boolean
}

const toJson = ({ id, address, is_default }: Row): AddressJson => {
  const { landmark, ...rest } = address
  return {
    id,
    fullName: rest.fullName,
    phone: rest.phone,
    line1: rest.line1,
    line2: rest.line2,
    ...(landmark ? { landmark } : {}),
    city: rest.city,
    state: rest.state,
    postalCode: rest.postalCode,
    type: rest.type,
    isDefault: is_default,
  }
}

/** The shopper's addresses, oldest first. */
export async function listAddresses(db: Queryable, userId: string): Promise<AddressJson[]> {
  const { rows } = await db.query<Row>(
    'select id, address, is_default from addresses where user_id = $1 order by created_at, id',
    [userId],
  )
  return rows.map(toJson)
}

/** Adds one; null when the shopper already has 20. Saving it as the default clears the others' (the first is the default). */
export async function addAddress(
  db: Queryable,
  userId: string,
  address: AddressForm,
  isDefault: boolean,
): Promise<AddressJson | null> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from addresses where user_id = $1', [
    userId,
  ])
  const count = rows[0]?.n ?? 0
  if (count >= MAX_SAVED_ADDRESSES) return null
  const makeDefault = isDefault || count === 0
  if (makeDefault) await db.query('update addresses set is_default = false where user_id = $1', [userId])
  const inserted = await db.query<Row>(
    `insert into addresses (id, user_id, address, is_default) values ($1, $2, $3::jsonb, $4)
     returning id, address, is_default`,
    [randomUUID(), userId, JSON.stringify(address), makeDefault],
  )
  return toJson(inserted.rows[0]!)
}

/** Replaces one of the shopper's addresses; null when they have none with that id. A default stays the default. */
export async function updateAddress(
  db: Queryable,
  userId: string,
  id: string,
  address: AddressForm,
  isDefault: boolean,
): Promise<AddressJson | null> {
  if (isDefault) await db.query('update addresses set is_default = false where user_id = $1 and id <> $2', [userId, id])
  const { rows } = await db.query<Row>(
    `update addresses set address = $3::jsonb, is_default = is_default or $4
     where user_id = $1 and id = $2 returning id, address, is_default`,
    [userId, id, JSON.stringify(address), isDefault],
  )
  return rows[0] ? toJson(rows[0]) : null
}

/** Removes one; false when the shopper has none with that id. The oldest left becomes the default if it was. */
export async function removeAddress(db: Queryable, userId: string, id: string): Promise<boolean> {
  const { rows } = await db.query<{ is_default: boolean }>(
    'delete from addresses where user_id = $1 and id = $2 returning is_default',
    [userId, id],
  )
  if (!rows[0]) return false
  if (rows[0].is_default) {
    await db.query(
      `update addresses set is_default = true where id = (
         select id from addresses where user_id = $1 order by created_at, id limit 1)`,
      [userId],
    )
  }
  return true
}
