import { randomBytes, randomUUID } from 'node:crypto'
import type { Queryable } from '../db'

/** Lifecycle of a payment request: the bank page moves it on. */
export type PaymentStatus = 'initiated' | 'rejected' | 'approved' | 'declined'

/** A recorded payment request. */
export interface PaymentRecord {
  id: string
  orderId: string
  userId: string
  method: string
  amount: number
  reference: string
  status: PaymentStatus
}

interface PaymentRow {
  id: string
  order_id: string
  user_id: string
  method: string
  amount: string
  reference: string
  status: PaymentStatus
}

const toRecord = (r: PaymentRow): PaymentRecord => ({
  id: r.id,
  orderId: r.order_id,
  userId: r.user_id,
  method: r.method,
  amount: Number(r.amount),
  reference: r.reference,
  status: r.status,
})

/** A bank-style reference such as `DBZ4F1A9C03B2E7`. */
export function newPaymentReference(): string {
  return `DBZ${randomBytes(6).toString('hex').toUpperCase()}`
}

/** Records a payment request (every one, including rejected ones). */
export async function recordPayment(
  db: Queryable,
  input: Omit<PaymentRecord, 'id'> & { fields: Record<string, unknown> },
): Promise<PaymentRecord> {
  const { rows } = await db.query<PaymentRow>(
    `insert into payments (id, order_id, user_id, method, amount, reference, status, fields)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning *`,
    [
      randomUUID(),
      input.orderId,
      input.userId,
      input.method,
      input.amount,
      input.reference,
      input.status,
      JSON.stringify(input.fields),
    ],
  )
  const row = rows[0]
  if (!row) throw new Error('Payment insert returned nothing')
  return toRecord(row)
}

/** The payment with this reference for this order, or null. */
export async function findPayment(db: Queryable, orderId: string, reference: string): Promise<PaymentRecord | null> {
  const { rows } = await db.query<PaymentRow>('select * from payments where order_id = $1 and reference = $2', [
    orderId,
    reference,
  ])
  return rows[0] ? toRecord(rows[0]) : null
}

/** The newest still-open payment request of an order, or null. */
export async function latestOpenPayment(db: Queryable, orderId: string): Promise<PaymentRecord | null> {
  const { rows } = await db.query<PaymentRow>(
    `select * from payments where order_id = $1 and status = 'initiated' order by created_at desc, id limit 1`,
    [orderId],
  )
  return rows[0] ? toRecord(rows[0]) : null
}

/** Records the bank's answer. */
export async function setPaymentStatus(db: Queryable, id: string, status: PaymentStatus): Promise<void> {
  await db.query('update payments set status = $2 where id = $1', [id, status])
}

/** Every payment request of an order, oldest first (test helper). */
export async function listPayments(db: Queryable, orderId: string): Promise<PaymentRecord[]> {
  const { rows } = await db.query<PaymentRow>('select * from payments where order_id = $1 order by created_at, id', [
    orderId,
  ])
  return rows.map(toRecord)
}
