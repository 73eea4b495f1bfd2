import { describe, expect, it } from 'vitest'
import { createI18n, type Translate } from '@/i18n/i18n'
import { refineChips } from './refine-chips'

const ALL = ['sort', 'priceFilter']
const TV = 'tv & video accessories'
const chipsOf = (search: Parameters<typeof refineChips>[0], capabilities: readonly string[] = ALL) =>
  refineChips(search, capabilities).map(({ key, label, removeLabel, removal }) => ({
    key,
    label,
    removeLabel,
    removal,
  }))

describe('refineChips', () => {
  it('shows nothing for a plain listing or the default order', () => {
    expect(chipsOf({ category: TV })).toEqual([])
    expect(chipsOf({ category: TV, sort: 'newest' })).toEqual([])
    expect(chipsOf({ search: 'hdmi', sort: 'relevance' })).toEqual([])
    expect(chipsOf({ category: TV, page: 3 })).toEqual([])
  })

  it('names the order, the sub-category and each price bound, in the order of the controls', () => {
    expect(
      chipsOf({ category: TV, parentCategory: 'TV Mounts', sort: 'price_asc', minPrice: 500, maxPrice: 2000 }),
    ).toEqual([
      {
        key: 'sort',
        label: 'Price: low to high',
        removeLabel: 'Remove sort: Price: low to high',
        removal: { sort: undefined },
      },
      {
        key: 'parentCategory',
        label: 'TV Mounts',
        removeLabel: 'Remove filter: TV Mounts',
        removal: { parentCategory: undefined },
      },
      {
        key: 'minPrice',
        label: 'Min ₹500',
        removeLabel: 'Remove filter: Min ₹500',
        removal: { minPrice: undefined, maxPrice: 2000 },
      },
      {
        key: 'maxPrice',
        label: 'Max ₹2,000',
        removeLabel: 'Remove filter: Max ₹2,000',
        removal: { minPrice: 500, maxPrice: undefined },
      },
    ])
  })

  it('orders a swapped range, so removing one bound keeps the same other bound', () => {
    const chips = chipsOf({ category: TV, minPrice: 5000, maxPrice: 1000 })
    expect(chips.map((c) => c.label)).toEqual(['Min ₹1,000', 'Max ₹5,000'])
    expect(chips[0]!.removal).toEqual({ minPrice: undefined, maxPrice: 5000 })
    expect(chips[1]!.removal).toEqual({ minPrice: 1000, maxPrice: undefined })
  })

  it('shows only what the store applies: no sort or price chip without its capability', () => {
    const search = { category: TV, parentCategory: 'TV Mounts', sort: 'price_desc', minPrice: 100 } as const
    expect(chipsOf(search, []).map((c) => c.key)).toEqual(['parentCategory'])
    expect(chipsOf(search, ['sort']).map((c) => c.key)).toEqual(['sort', 'parentCategory'])
    expect(chipsOf(search, ['priceFilter']).map((c) => c.key)).toEqual(['parentCategory', 'minPrice'])
  })

  it('treats a sub-category as a filter only on a category (without one it is the listing itself)', () => {
    expect(chipsOf({ parentCategory: 'TV Mounts' })).toEqual([])
    expect(chipsOf({ category: TV, parentCategory: '  ' })).toEqual([])
  })

  it('reads in Hindi', async () => {
    const hi = await createI18n('hi')
    const t: Translate = (id, values) => hi._(id, values)
    const chips = refineChips({ category: TV, sort: 'price_asc', minPrice: 500 }, ALL, t)
    expect(chips.map((c) => c.removeLabel)).toEqual(['सॉर्ट हटाएँ: कीमत: कम से ज़्यादा', 'फ़िल्टर हटाएँ: न्यूनतम ₹500'])
  })
})
