import * as v from 'valibot'

/** A lenient server field: missing → null, normalised by `fn`, so a bad value degrades instead of failing. */
export const loose = <T>(fn: (x: unknown) => T) => v.pipe(v.optional(v.unknown(), null), v.transform(fn))

/** Trimmed text from a string or number, clipped to `max`; anything else → ''. */
export const toText =
  (max = 2000) =>
  (x: unknown): string =>
    typeof x === 'string' || typeof x === 'number' ? String(x).trim().slice(0, max) : ''

export const toAmount = (x: unknown): number | undefined => {
  const n = typeof x === 'string' && x.trim() !== '' ? Number(x) : x
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : undefined
}

export const isRecord = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x)

export const toRecord = (x: unknown): Record<string, unknown> => (isRecord(x) ? x : {})

export const toStringMap = (x: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries(toRecord(x)).filter((e): e is [string, string] => typeof e[1] === 'string'))

export const toOptionalText =
  (max = 4096) =>
  (x: unknown): string | undefined =>
    typeof x === 'string' ? x.slice(0, max) : typeof x === 'number' ? String(x) : undefined
