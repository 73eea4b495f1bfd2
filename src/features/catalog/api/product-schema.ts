import * as v from 'valibot'
import { loose, toAmount, toOptionalText, toText } from '@/lib/schema'
import { toRating } from './rating'

/** One attribute as the server sends it: `{key, value: string[], id?, metricUnit?}`; a scalar value becomes a list. */
export const ServerAttributeSchema = v.object({
  key: v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((k) => String(k).slice(0, 200)),
  ),
  value: loose((x) =>
    (x === null || x === undefined ? [] : Array.isArray(x) ? x : [x])
      .filter((i): i is string | number | boolean => ['string', 'number', 'boolean'].includes(typeof i))
      .map((i) => String(i).slice(0, 2000)),
  ),
  metricUnit: loose(toOptionalText(50)),
})
export type ServerAttribute = v.InferOutput<typeof ServerAttributeSchema>

const keepValid =
  <S extends v.GenericSchema>(schema: S) =>
  (list: unknown[]) =>
    list.flatMap((item) => {
      const r = v.safeParse(schema, item)
      return r.success ? [r.output as v.InferOutput<S>] : []
    })

/** A product as the server sends it. Only `id` is mandatory; other fields degrade to defaults. */
export const ServerProductSchema = v.object({
  id: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.minLength(1), v.maxLength(200)),
  title: loose(toText(500)),
  description: loose(toText(20_000)),
  imgUrl: loose(toText(4096)),
  category: loose(toText(200)),
  parentCategory: loose((x) => (typeof x === 'string' && x.trim() ? x.trim().slice(0, 200) : null)),
  regularPrice: loose(toAmount),
  discountedPrice: loose(toAmount),
  createdAt: loose(toOptionalText(64)),
  images: loose((x) =>
    (Array.isArray(x) ? x : [])
      .map((i) => (i && typeof i === 'object' && 'url' in i && typeof i.url === 'string' ? i.url.slice(0, 4096) : ''))
      .filter(Boolean),
  ),
  // A malformed attribute is dropped rather than failing the whole product.
  attributes: loose((x) => keepValid(ServerAttributeSchema)(Array.isArray(x) ? x : [])),
  // The reviews extension; shown only for a store that lists `reviews`.
  rating: loose(toRating),
})
export type ServerProduct = v.InferOutput<typeof ServerProductSchema>

/** A list answer: `{data, count}` or `{data, pagination: {total}}`. One bad product never hides the rest. */
export const ServerProductListSchema = v.object({
  data: v.pipe(v.array(v.unknown()), v.transform(keepValid(ServerProductSchema))),
  count: loose((x) => x),
  pagination: loose((x) =>
    x && typeof x === 'object' && 'total' in x ? { total: (x as { total: unknown }).total } : null,
  ),
})
