import { describe, expect, it, vi } from 'vitest'
import { formatOrderAmount, formatPrice } from './format'

describe('formatPrice (INR, en-IN, up to 2 fraction digits)', () => {
  it('groups in lakhs and shows no decimals for whole rupees', () => {
    expect(formatPrice(123456)).toBe('₹1,23,456')
    expect(formatPrice(999)).toBe('₹999')
  })
  it('shows up to two fraction digits', () => {
    expect(formatPrice(299.5)).toBe('₹299.5')
    expect(formatPrice(10.456)).toBe('₹10.46')
  })
  it('shows ₹0 for a missing or non-finite amount', () => {
    expect(formatPrice(Number.NaN)).toBe('₹0')
    expect(formatPrice(0)).toBe('₹0')
  })
})

describe('formatOrderAmount (order views: two decimals)', () => {
  it('always shows two decimals', () => {
    expect(formatOrderAmount(1299)).toBe('₹1,299.00')
  })
})

describe('the formatters load lazily', () => {
  it('builds no Intl formatter when the module loads, and one per kind on first use', async () => {
    vi.resetModules()
    const { NumberFormat, DateTimeFormat } = Intl
    const numberFormat = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof NumberFormat>
    ) {
      return new NumberFormat(...args)
    } as typeof NumberFormat)
    const dateFormat = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof DateTimeFormat>
    ) {
      return new DateTimeFormat(...args)
    } as typeof DateTimeFormat)
    try {
      const fresh = await import('./format')
      expect(numberFormat).not.toHaveBeenCalled()
      expect(dateFormat).not.toHaveBeenCalled()
      expect(fresh.formatPrice(5)).toBe('₹5')
      expect(fresh.formatPrice(6)).toBe('₹6')
      expect(numberFormat).toHaveBeenCalledTimes(1)
      expect(dateFormat).not.toHaveBeenCalled()
    } finally {
      numberFormat.mockRestore()
      dateFormat.mockRestore()
    }
  })

  it('builds the price formatter ahead when asked, and the first price then builds none', async () => {
    vi.resetModules()
    const { NumberFormat } = Intl
    const numberFormat = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof NumberFormat>
    ) {
      return new NumberFormat(...args)
    } as typeof NumberFormat)
    try {
      const fresh = await import('./format')
      fresh.preparePriceFormat()
      expect(numberFormat).toHaveBeenCalledTimes(1)
      expect(fresh.formatPrice(1234)).toBe('₹1,234')
      expect(numberFormat).toHaveBeenCalledTimes(1)
    } finally {
      numberFormat.mockRestore()
    }
  })
})
