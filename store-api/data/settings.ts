import type { Queryable } from '../db'
import type { PaymentField, ServerMessages, StoreInfoRecord } from '../seed/types'

/** Keys of the single-record settings the seed writes. */
export const SETTINGS = {
  storeInfo: 'store_info',
  paymentFields: 'payment_fields',
  messages: 'messages',
} as const

async function getSetting<T>(db: Queryable, key: string): Promise<T> {
  const { rows } = await db.query<{ value: T }>('select value from settings where key = $1', [key])
  const row = rows[0]
  if (!row) throw new Error(`Setting ${key} is missing: the database has not been seeded`)
  return row.value
}

/** The store record as stored (image paths still relative). */
export const getStoreInfo = (db: Queryable) => getSetting<StoreInfoRecord>(db, SETTINGS.storeInfo)

/** The payment form definition. */
export const getPaymentFields = (db: Queryable) => getSetting<PaymentField[]>(db, SETTINGS.paymentFields)

/** Error texts shown to shoppers (the hostile seed replaces them). */
export const getMessages = (db: Queryable) => getSetting<ServerMessages>(db, SETTINGS.messages)
