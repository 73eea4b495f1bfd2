import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ListingSearchSchema } from '@/features/catalog/listing/listing-search'
import { toOrderId } from '@/features/payment/api/order-id'
import { parseSearch, stringifySearch, TextParamSchema } from '@/lib/search-params'

// What a route's validateSearch receives after the router wrote the search and read it back.
const roundTrip = (search: Record<string, unknown>) => parseSearch(stringifySearch(search)) as Record<string, unknown>

describe("the router's search encoding with the routes' schemas", () => {
  it('/products: search text keeps its form, numbers and flags keep their meaning', () => {
    const search = { search: '1080', category: 'true', page: 3, featured: true, minPrice: 0, maxPrice: 2000 }
    expect(v.parse(ListingSearchSchema, roundTrip(search))).toMatchObject(search)
  })

  it('/payment and /track-order: an order id that looks like a number or a flag is still that id', () => {
    // The payment route reads `orderId` this way; the track-order route reads `id` with TextParamSchema too.
    const OrderIdSchema = v.pipe(
      TextParamSchema,
      v.transform((id: string) => toOrderId(id)),
    )
    for (const orderId of ['12', '007', '1.0', 'null', 'true', '9f1c2d7e-0b4a-4e8f-9a51-3c2b1d0e6f7a'])
      expect(v.parse(OrderIdSchema, roundTrip({ orderId }).orderId)).toBe(orderId)
  })
})
