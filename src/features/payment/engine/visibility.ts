import type { PaymentField } from '../api/payment-field-schema'

/** A form value: text for inputs and selects, a boolean for checkboxes. */
export type FieldValue = string | boolean
/** Form values by field name. */
export type FieldValues = Record<string, FieldValue>

/** Filled = non-blank text or a ticked checkbox. */
export function isFilled(value: FieldValue | undefined): boolean {
  return typeof value === 'boolean' ? value : typeof value === 'string' && value.trim() !== ''
}

/**
 * The fields currently shown, in order: a field with showWhenFilled shows only while at
 * least one named field is filled. A hidden field counts as empty, so a chain (C needs B, B needs
 * A) hides together; a cycle of fields that only reveal each other stays hidden.
 */
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

/** Whether one field is shown, given the whole form (see visibleFields). */
export function isVisible(field: PaymentField, fields: readonly PaymentField[], values: FieldValues): boolean {
  return visibleFields(fields, values).some((f) => f.name === field.name)
}
