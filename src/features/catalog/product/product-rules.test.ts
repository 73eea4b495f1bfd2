import { describe, expect, it } from 'vitest'
import { initialSelection, needsSizeChoice, productIdBadge, sizeHeading, specifications } from './product-rules'

const base = { category: 'Men', parentCategory: 'Ethnic Wear', description: 'A kurta', sizes: ['S', 'M'] }

describe('sizeHeading', () => {
  it("is 'Shoe Size' for footwear or shoes in the category, or shoe in the description", () => {
    expect(sizeHeading({ ...base, category: 'Footwear' })).toBe('Shoe Size')
    expect(sizeHeading({ ...base, category: 'Running SHOES' })).toBe('Shoe Size')
    expect(sizeHeading({ ...base, parentCategory: 'Footwear' })).toBe('Shoe Size')
    expect(sizeHeading({ ...base, description: 'A comfy Shoe for walks' })).toBe('Shoe Size')
  })

  it("is 'Size' when the only size is One Size", () => {
    expect(sizeHeading({ ...base, sizes: ['One Size'] })).toBe('Size')
  })

  it("is 'Clothing Size' otherwise", () => {
    expect(sizeHeading(base)).toBe('Clothing Size')
    expect(sizeHeading({ ...base, sizes: ['M'] })).toBe('Clothing Size')
  })
})

describe('specifications', () => {
  it('hides keys containing phone, shows underscores as spaces and the metric unit after the value', () => {
    expect(
      specifications([
        { key: 'seller_phone', values: ['+91 98765 43210'] },
        { key: 'Phone', values: ['x'] },
        { key: 'cable_length', values: ['1.5'], metricUnit: 'm' },
        { key: 'compatible_devices', values: ['TV', 'Laptop'] },
        { key: 'smartphone_compatible', values: ['yes'] },
      ]),
    ).toEqual([
      { label: 'cable length', value: '1.5 m' },
      { label: 'compatible devices', value: 'TV, Laptop' },
    ])
  })

  it('shows at most 10 attributes, counting only the visible ones', () => {
    const many = Array.from({ length: 14 }, (_, i) => ({ key: i === 0 ? 'phone' : `k${i}`, values: [String(i)] }))
    const rows = specifications(many)
    expect(rows).toHaveLength(10)
    expect(rows[0]).toEqual({ label: 'k1', value: '1' })
  })

  it('shows a dash for an attribute without values and drops an empty key', () => {
    expect(
      specifications([
        { key: 'warranty', values: [] },
        { key: ' ', values: ['x'] },
      ]),
    ).toEqual([{ label: 'warranty', value: '—' }])
  })
})

describe('product id badge and preselection', () => {
  it('shows the first 8 characters of the id', () => {
    expect(productIdBadge('p-men-cotton-kurta')).toBe('p-men-co')
    expect(productIdBadge('abc')).toBe('abc')
  })

  it('preselects a size or colour only when there is exactly one option', () => {
    expect(initialSelection({ sizes: ['One Size'], colors: ['Red', 'Blue'] })).toEqual({ size: 'One Size' })
    expect(initialSelection({ sizes: ['S', 'M'], colors: ['Tan'] })).toEqual({ color: 'Tan' })
    expect(initialSelection({})).toEqual({})
  })

  it('needs a size choice only with more than one size', () => {
    expect(needsSizeChoice({ sizes: ['S', 'M'] })).toBe(true)
    expect(needsSizeChoice({ sizes: ['M'] })).toBe(false)
    expect(needsSizeChoice({})).toBe(false)
  })
})
