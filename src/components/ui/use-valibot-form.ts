import { useState, type ChangeEvent } from 'react'
import type * as v from 'valibot'
import { checkForm, type FieldErrors } from '@/lib/form-errors'
import { useFocusFirstInvalid } from './form-field'

/** A control whose `value` is a string: text input, textarea or native select. */
type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * The state of a flat form checked by a valibot object schema: the typed values (kept on every
 * failure), one message per invalid field (cleared as that field is edited), and `validate()`.
 * `validate()` returns the schema's output; when the values fail it shows each field's first
 * message, moves focus to the first invalid field, and returns undefined. `reset()` puts back the
 * values the form started with and clears every message. `values` may be any object of string or
 * boolean fields (an interface too); a lazy `initial` is read once. `id` names the form's
 * controls: field `postalCode` of form `ship` is the control `ship-postal-code`.
 */
export function useValibotForm<S extends v.GenericSchema, V extends { [K in keyof V]: string | boolean }>(
  schema: S,
  initial: V | (() => V),
  { id }: { id: string },
) {
  type Field = Extract<keyof V, string>
  const [start] = useState(initial)
  const [values, setValues] = useState(start)
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid()
  const setValue = <K extends Field>(field: K, value: V[K]) => {
    setValues((old) => ({ ...old, [field]: value }))
    setErrors((old) => ({ ...old, [field]: undefined }))
  }
  /** An onChange for a text input, textarea or select bound to `field`. */
  const bind = (field: Field) => (e: ChangeEvent<TextControl>) => setValue(field, e.target.value as V[Field])
  /**
   * The props that tie a TextField, TextAreaField or SelectField to `field`: its id, name, value,
   * onChange and error message, so each form wires a field the same way
   * (`<TextField label={…} {...form.field('city')} />`).
   */
  const field = (name: Field) => ({
    id: `${id}-${kebab(name)}`,
    name,
    value: values[name] as string,
    onChange: bind(name),
    error: errors[name],
  })
  const validate = (): v.InferOutput<S> | undefined => {
    const check = checkForm(schema, values)
    if (check.ok) return check.output
    setErrors(check.errors as FieldErrors<Field>)
    focusFirstInvalid()
    return undefined
  }
  const reset = () => {
    setValues(start)
    setErrors({})
  }
  return { values, setValue, bind, field, errors, formRef, validate, reset }
}

/** `postalCode` → `postal-code`. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
