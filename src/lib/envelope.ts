import * as v from 'valibot'
import { isRecord } from './schema'

export interface EnvelopeOptions {
  /** Also read the body itself as the payload when it is not a valid `{data: payload}`. */
  bare?: boolean
  /**
   * With `bare`: a body that holds one of these keys (not null) is the payload itself, whatever
   * it holds under `data` — an answer carrying its own order `id` or `token` is that answer.
   */
  ownKeys?: readonly string[]
}

/**
 * The store's answer envelope: a schema that accepts `{data: payload}` and outputs `schema`'s
 * output for the payload. The wrapped reading wins when `data` is valid; with `bare`, a body whose
 * `data` is missing or invalid is checked as the payload itself (see EnvelopeOptions.ownKeys for
 * answers that carry their own key). Fails when no reading is valid.
 */
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
