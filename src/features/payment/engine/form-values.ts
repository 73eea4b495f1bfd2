import type { PaymentField } from '../api/payment-field-schema'
import { applyMask } from './mask'
import { normalisePhone, phoneMaxDigits } from '@/domain/phone'
import { visibleFields, type FieldValue, type FieldValues } from './visibility'

/** The most characters any text value may hold; longer input is cut (protects pattern checks). */
export const MAX_VALUE_LENGTH = 2000

/** Phone fields get "+91" + digits (the phone rule beats their mask); masked fields get their mask. */
export function normaliseInput(field: PaymentField, raw: FieldValue): FieldValue {
  if (typeof raw === 'boolean') return field.type === 'checkbox' ? raw : ''
  if (field.type === 'checkbox') return raw === 'true'
  const text = raw.slice(0, MAX_VALUE_LENGTH)
  if (field.isPhone) return normalisePhone(text, phoneMaxDigits(field.rules.maxLength))
  return applyMask(field.mask, text)
}

/** The starting values: each field's defaultValue, normalised like typed input; a select default must be an option. */
export function initialValues(fields: readonly PaymentField[]): FieldValues {
  const values: FieldValues = {}
  for (const field of fields) {
    const value = normaliseInput(field, field.defaultValue)
    values[field.name] = field.type === 'select' && !field.options.some((o) => o.value === value) ? '' : value
  }
  return values
}

/** The `fields` map of POST /payments: visible fields only, text trimmed. */
export function toPayload(fields: readonly PaymentField[], values: FieldValues): Record<string, FieldValue> {
  const payload: Record<string, FieldValue> = {}
  for (const field of visibleFields(fields, values)) {
    const value = values[field.name] ?? (field.type === 'checkbox' ? false : '')
    payload[field.name] = typeof value === 'string' && field.type !== 'password' ? value.trim() : value
  }
  return payload
}
