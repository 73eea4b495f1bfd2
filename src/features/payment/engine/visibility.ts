import type { PaymentField } from '../api/payment-field-schema'

export type FieldValue = string | boolean
export type FieldValues = Record<string, FieldValue>

export function isFilled(value: FieldValue | undefined): boolean {
  return typeof value === 'boolean' ? value : typeof value === 'string' && value.trim() !== ''
}

/** With showWhenFilled a field shows while one named field is filled; hidden ones count as empty (chains hide together). */
export function visibleFields(fields: readonly PaymentField[], values: FieldValues): PaymentField[] {
  const names = new Set(fields.map((f) => f.name))
  const shown = new Set<string>()
  // Grow the visible set until it settles: at most one pass per field.
  for (let changed = true; changed;) {
    changed = false
    for (const f of fields) {
      if (shown.has(f.name)) continue
      const show =
        f.showWhenFilled.length === 0 ||
        f.showWhenFilled.some((name) => isFilled(values[name]) && (!names.has(name) || shown.has(name)))
      if (show) {
        shown.add(f.name)
        changed = true
      }
    }
  }
  return fields.filter((f) => shown.has(f.name))
}

export function isVisible(field: PaymentField, fields: readonly PaymentField[], values: FieldValues): boolean {
  return visibleFields(fields, values).some((f) => f.name === field.name)
}
