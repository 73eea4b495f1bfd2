import type { PaymentField } from '../api/payment-field-schema'
import { compilePattern, type StorePattern } from './pattern'
import { phoneError } from '@/domain/phone'
import { messageGetters, t } from '@/i18n/i18n'
import { isFilled, visibleFields, type FieldValue, type FieldValues } from './visibility'

export const FIELD_MESSAGES = messageGetters({ required: 'payment.required', email: 'payment.invalidEmail' })

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Each field's compiled `rules.pattern`, by field name (null: none, invalid or refused). */
export type FieldPatterns = ReadonlyMap<string, StorePattern | null>

/** Compiles every field's pattern once (see compilePattern), for a form to keep while it lives. */
export function compileFieldPatterns(fields: readonly PaymentField[]): FieldPatterns {
  return new Map(fields.map((f) => [f.name, compilePattern(f.rules.pattern)]))
}

/** First error or null: required, then the phone rules or email, number, option, lengths and pattern. */
export function fieldError(
  field: PaymentField,
  value: FieldValue | undefined,
  patterns?: FieldPatterns,
): string | null {
  const { rules, rulesMessages: msg } = field
  if (!isFilled(value)) return rules.required ? (msg.required ?? FIELD_MESSAGES.required) : null
  if (typeof value !== 'string') return null // a ticked checkbox has nothing more to check

  const pattern = patterns ? (patterns.get(field.name) ?? null) : compilePattern(rules.pattern)
  if (field.isPhone) return phoneError(value, { minLength: rules.minLength, maxLength: rules.maxLength, pattern })

  if (field.type === 'email' && !EMAIL_PATTERN.test(value.trim())) return FIELD_MESSAGES.email
  if (field.type === 'number' && !Number.isFinite(Number(value.trim()))) return t('payment.invalidNumber')
  if (field.type === 'select' && !field.options.some((o) => o.value === value)) return t('payment.chooseOption')
  const length = [...value].length
  if (rules.minLength !== undefined && length < rules.minLength) {
    return msg.minLength ?? t('payment.minLength', { count: rules.minLength })
  }
  if (rules.maxLength !== undefined && length > rules.maxLength) {
    return msg.maxLength ?? t('payment.maxLength', { count: rules.maxLength })
  }
  if (pattern && !pattern.test(value)) return msg.pattern ?? t('payment.invalidFormat')
  return null
}

/** Errors by field name for the visible fields only (hidden fields are never checked); `patterns` as for fieldError. */
export function validateForm(
  fields: readonly PaymentField[],
  values: FieldValues,
  patterns?: FieldPatterns,
): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const field of visibleFields(fields, values)) {
    const error = fieldError(field, values[field.name], patterns)
    if (error) errors[field.name] = error
  }
  return errors
}

export function requiredFilled(fields: readonly PaymentField[], values: FieldValues): boolean {
  return visibleFields(fields, values).every((f) => !f.rules.required || isFilled(values[f.name]))
}
