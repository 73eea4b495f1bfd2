import { useState, type ChangeEvent } from 'react'
import type * as v from 'valibot'
import { checkForm, type FieldErrors } from '@/lib/form-errors'
import { useFocusFirstInvalid } from './form-field'

type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * A flat form checked by a valibot schema: `validate()` gives the output, or shows each field's first message
 * (cleared on edit), focuses the first and gives undefined. Field `postalCode` of form `ship` is `ship-postal-code`.
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
  const bind = (field: Field) => (e: ChangeEvent<TextControl>) => setValue(field, e.target.value as V[Field])
  /** Props binding a TextField, TextAreaField or SelectField to `field`: `<TextField {...form.field('city')} />`. */
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
  /** Shows messages from elsewhere (a store's 400 `errors`) under their fields and focuses the first. */
  const showErrors = (given: FieldErrors<Field>) => {
    setErrors(given)
    focusFirstInvalid()
  }
  /** Replaces every value (an address picked for editing). */
  const load = (next: V) => {
    setValues(next)
    setErrors({})
  }
  return { values, setValue, bind, field, errors, formRef, validate, reset, showErrors, load }
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
