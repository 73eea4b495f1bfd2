import { useState, type ChangeEvent } from 'react'
import type * as v from 'valibot'
import { checkForm, type FieldErrors } from '@/lib/form-errors'
import { useFocusFirstInvalid } from './form-field'

type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * A flat form checked by a valibot schema: values, one message per invalid field (cleared on edit),
 * `validate()` (the output, or undefined after showing errors and focusing the first) and `reset()`.
 * Field `postalCode` of form `ship` is the control `ship-postal-code`.
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
  /** A TextField's, TextAreaField's or SelectField's props for `field`: `<TextField {...form.field('city')} />`. */
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

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
