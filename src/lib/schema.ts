import * as v from 'valibot'

/**
 * A lenient field for server data: always present in the output (missing → null input), then
 * normalised by `fn`. Used where a bad value should degrade to a default instead of failing the
 * whole response.
 */
export const loose = <T>(fn: (x: unknown) => T) => v.pipe(v.optional(v.unknown(), null), v.transform(fn))

/** Text from a string or number, trimmed and clipped to `max` characters; anything else → ''. */
export const toText =
  (max = 2000) =>
  (x: unknown): string =>
    typeof x === 'string' || typeof x === 'number' ? String(x).trim().slice(0, max) : ''

/** A non-negative finite number (or numeric string), else undefined. */
export const toAmount = (x: unknown): number | undefined => {
  const n = typeof x === 'string' && x.trim() !== '' ? Number(x) : x
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : undefined
}

/** True for a JSON object: not null, not a list, not a primitive. */
export const isRecord = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x)

/** A JSON object as it is; anything else (null, a list, a primitive) → {}. */
export const toRecord = (x: unknown): Record<string, unknown> => (isRecord(x) ? x : {})

/** A map of string → string; non-string values and non-objects are dropped. */
export const toStringMap = (x: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries(toRecord(x)).filter((e): e is [string, string] => typeof e[1] === 'string'))

/** An optional string: strings pass (clipped), anything else → undefined. */
export const toOptionalText =
  (max = 4096) =>
  (x: unknown): string | undefined =>
    typeof x === 'string' ? x.slice(0, max) : typeof x === 'number' ? String(x) : undefined
