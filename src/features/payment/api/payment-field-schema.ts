import * as v from 'valibot'
import { isRecord, toAmount, toRecord, toText } from '@/lib/schema'

export const FIELD_TYPES = ['text', 'email', 'password', 'number', 'tel', 'textarea', 'select', 'checkbox'] as const
export type FieldType = (typeof FIELD_TYPES)[number]

/** A select option; both parts are plain text, never HTML. */
export interface FieldOption {
  label: string
  value: string
}

export interface PaymentField {
  name: string
  label: string
  placeholder: string
  description: string
  type: FieldType
  options: FieldOption[]
  inline: boolean
  /** '#' or '9' = digit, 'A' = letter (upper-cased), 'a' = letter, '*' = letter or digit; anything else is literal. */
  mask: string | null
  rules: { required: boolean; minLength?: number; maxLength?: number; pattern?: string }
  rulesMessages: { required?: string; minLength?: string; maxLength?: string; pattern?: string }
  defaultValue: string | boolean
  showWhenFilled: string[]
  /** The +91 phone rules apply: type tel, or a text/number field whose name contains "phone". */
  isPhone: boolean
}

/** The most fields a form may have; more is treated as a broken definition and cut. */
export const MAX_FIELDS = 50

const optionalText =
  (max: number) =>
  (x: unknown): string | undefined =>
    toText(max)(x) || undefined

const length = (x: unknown): number | undefined => {
  const n = toAmount(x)
  return n !== undefined && Number.isInteger(n) && n <= 100_000 ? n : undefined
}

const isTrue = (x: unknown) => x === true || x === 'true'

function toOptions(x: unknown): FieldOption[] {
  if (!Array.isArray(x)) return []
  const out: FieldOption[] = []
  for (const o of x.slice(0, 200)) {
    if (typeof o === 'string' || typeof o === 'number') {
      const value = String(o).slice(0, 500)
      out.push({ label: value, value })
    } else if (o && typeof o === 'object') {
      const rec = toRecord(o)
      const value =
        typeof rec.value === 'string' || typeof rec.value === 'number' ? String(rec.value).slice(0, 500) : undefined
      if (value === undefined) continue
      out.push({ label: toText(300)(rec.label) || value, value })
    }
  }
  // Duplicate values would make two options indistinguishable (and duplicate React keys).
  return out.filter((o, i) => out.findIndex((p) => p.value === o.value) === i)
}

const RawFieldSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100)),
  label: v.optional(v.unknown()),
  placeholder: v.optional(v.unknown()),
  description: v.optional(v.unknown()),
  type: v.optional(v.unknown()),
  options: v.optional(v.unknown()),
  inline: v.optional(v.unknown()),
  mask: v.optional(v.unknown()),
  rules: v.optional(v.unknown()),
  rulesMessages: v.optional(v.unknown()),
  defaultValue: v.optional(v.unknown()),
  showWhenFilled: v.optional(v.unknown()),
})

const firstText = (x: unknown): string | undefined =>
  Array.isArray(x) ? x.map(optionalText(300)).find(Boolean) : optionalText(300)(x)

/** Also reads `{ value, message }` and `required: 'message'`; `rulesMessages` entries win over those. */
function toRules(rawRules: unknown, rawMessages: unknown): Pick<PaymentField, 'rules' | 'rulesMessages'> {
  const given = toRecord(rawRules)
  const listed = Array.isArray(rawMessages) ? { required: rawMessages } : toRecord(rawMessages)
  const parts = (key: 'required' | 'minLength' | 'maxLength' | 'pattern') => {
    const raw = given[key]
    const inner = isRecord(raw) ? raw : undefined
    return { value: inner ? inner.value : raw, message: firstText(listed[key]) ?? firstText(inner?.message) }
  }
  const required = parts('required')
  const requiredText = typeof required.value === 'string' && !['true', 'false', ''].includes(required.value.trim())
  const minLength = parts('minLength')
  const maxLength = parts('maxLength')
  const pattern = parts('pattern')
  return {
    rules: {
      required: isTrue(required.value) || requiredText,
      minLength: length(minLength.value),
      maxLength: length(maxLength.value),
      pattern: typeof pattern.value === 'string' && pattern.value !== '' ? pattern.value.slice(0, 500) : undefined,
    },
    rulesMessages: {
      required: required.message ?? (requiredText ? firstText(required.value) : undefined),
      minLength: minLength.message,
      maxLength: maxLength.message,
      pattern: pattern.message,
    },
  }
}

/** Null without a name; unknown types and option-less selects become text, bad rules are dropped, texts clipped. */
export function toPaymentField(raw: unknown): PaymentField | null {
  const parsed = v.safeParse(RawFieldSchema, raw)
  if (!parsed.success) return null
  const f = parsed.output
  const options = toOptions(f.options)
  let type: FieldType = FIELD_TYPES.includes(f.type as FieldType) ? (f.type as FieldType) : 'text'
  if (type === 'select' && options.length === 0) type = 'text'
  const { rules, rulesMessages } = toRules(f.rules, f.rulesMessages)
  const mask = typeof f.mask === 'string' && f.mask.trim() !== '' ? f.mask.slice(0, 100) : null
  const defaultValue =
    type === 'checkbox'
      ? isTrue(f.defaultValue)
      : typeof f.defaultValue === 'boolean'
        ? ''
        : toText(2000)(f.defaultValue)
  const showWhenFilled = (
    Array.isArray(f.showWhenFilled) ? f.showWhenFilled : typeof f.showWhenFilled === 'string' ? [f.showWhenFilled] : []
  )
    .filter((n): n is string => typeof n === 'string' && n.trim() !== '')
    .map((n) => n.trim())
  return {
    name: f.name,
    label: toText(300)(f.label) || f.name,
    placeholder: toText(300)(f.placeholder),
    description: toText(1000)(f.description),
    type,
    options: type === 'select' ? options : [],
    inline: isTrue(f.inline),
    mask: type === 'checkbox' || type === 'select' ? null : mask,
    rules,
    rulesMessages,
    defaultValue,
    showWhenFilled,
    // A checkbox or select named "phoneConsent" is not a phone number: only typed inputs qualify.
    isPhone: type === 'tel' || ((type === 'text' || type === 'number') && f.name.toLowerCase().includes('phone')),
  }
}

/** A bare array or `{ fields }`; bad definitions and repeated names are dropped; any other shape fails. */
export const PaymentFieldsResponseSchema = v.pipe(
  v.union([
    v.array(v.unknown()),
    v.pipe(
      v.object({ fields: v.array(v.unknown()) }),
      v.transform((x) => x.fields),
    ),
  ]),
  v.transform((list): PaymentField[] => {
    const seen = new Set<string>()
    const out: PaymentField[] = []
    for (const raw of list) {
      const field = toPaymentField(raw)
      if (!field || seen.has(field.name)) continue
      seen.add(field.name)
      out.push(field)
      if (out.length >= MAX_FIELDS) break
    }
    return out
  }),
)
