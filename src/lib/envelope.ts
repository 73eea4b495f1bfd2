import * as v from 'valibot'
import { isRecord } from './schema'

export interface EnvelopeOptions {
  bare?: boolean
  /** With `bare`: a body holding one of these keys is the payload, whatever its `data`. */
  ownKeys?: readonly string[]
}

/** A schema for the store's `{data: payload}` envelope (with `bare`, also the bare payload). */
export function envelope<S extends v.GenericSchema>(schema: S, { bare = false, ownKeys = [] }: EnvelopeOptions = {}) {
  return v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const body = dataset.value
      const own = isRecord(body) && ownKeys.some((k) => body[k] !== undefined && body[k] !== null)
      const readings = [...(isRecord(body) && 'data' in body && !own ? [body.data] : []), ...(bare ? [body] : [])]
      for (const payload of readings) {
        const result = v.safeParse(schema, payload)
        if (result.success) return result.output as v.InferOutput<S>
      }
      // i18n-ignore: a diagnostic for the developer console, never shown to the shopper.
      addIssue({ message: bare ? 'The answer fits neither bare nor under data' : 'The answer has no valid data' })
      return NEVER
    }),
  )
}
