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

/** Counts the formatters built (each still a real one) while `run` imports a fresh ./format. */
async function countingFormatters(
  run: (fresh: typeof import('./format'), built: { number: () => number; date: () => number }) => Promise<void> | void,
) {
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
    await run(await import('./format'), {
      number: () => numberFormat.mock.calls.length,
      date: () => dateFormat.mock.calls.length,
    })
  } finally {
    numberFormat.mockRestore()
    dateFormat.mockRestore()
  }
}

describe('the formatters load lazily', () => {
  it('builds no Intl formatter when the module loads, and one per kind on first use', () =>
    countingFormatters((fresh, built) => {
      expect(built.number()).toBe(0)
      expect(built.date()).toBe(0)
      expect(fresh.formatPrice(5)).toBe('₹5')
      expect(fresh.formatPrice(6)).toBe('₹6')
      expect(built.number()).toBe(1)
      expect(built.date()).toBe(0)
    }))

  it('builds the price formatter ahead when asked, and the first price then builds none', () =>
    countingFormatters((fresh, built) => {
      fresh.preparePriceFormat()
      expect(built.number()).toBe(1)
      expect(fresh.formatPrice(1234)).toBe('₹1,234')
      expect(built.number()).toBe(1)
    }))
})
