import * as v from 'valibot'

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>

export type FormCheck<T, K extends string> = { ok: true; output: T } | { ok: false; errors: FieldErrors<K> }

/** Checks form values with a valibot schema: the output, or each invalid field's first message. */
export function checkForm<S extends v.GenericSchema>(
  schema: S,
  values: unknown,
): FormCheck<v.InferOutput<S>, Extract<keyof v.InferInput<S>, string>> {
  const result = v.safeParse(schema, values)
  if (result.success) return { ok: true, output: result.output }
  const nested = v.flatten<S>(result.issues).nested ?? {}
  const errors: Record<string, string> = {}
  for (const [key, messages] of Object.entries(nested)) {
    const first = (messages as string[] | undefined)?.[0]
    if (first) errors[key] = first
  }
  return { ok: false, errors: errors as FieldErrors<Extract<keyof v.InferInput<S>, string>> }
}
