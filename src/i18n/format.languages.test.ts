import { afterEach, describe, expect, it } from 'vitest'
import { formatDate, formatOrderAmount, formatPrice } from '@/i18n/format'
import { activateLocale, createI18n } from './i18n'

afterEach(() => activateLocale('en'))

describe('prices and dates in both languages', () => {
  it('keeps ₹, Indian grouping and Latin digits for prices in Hindi', async () => {
    await activateLocale('hi')
    expect(formatPrice(123456)).toBe('₹1,23,456')
    expect(formatOrderAmount(123456)).toBe('₹1,23,456.00')
    await activateLocale('en')
    expect(formatPrice(123456)).toBe('₹1,23,456')
  })

  it('names the month in the language shown, with Latin digits', async () => {
    const iso = '2026-11-22T10:00:00Z'
    expect(formatDate(iso)).toBe('22 Nov 2026')
    await activateLocale('hi')
    expect(formatDate(iso)).toBe('22 नव॰ 2026')
    expect(formatDate(iso, 'en')).toBe('22 Nov 2026')
    expect(formatDate('not a date')).toBe('not a date')
  })
})

describe('plural forms', () => {
  it('says "1 item" and "2 items" in English', async () => {
    const en = await createI18n('en')
    expect(en._('cart.itemCount', { count: 1 })).toBe('1 item')
    expect(en._('cart.itemCount', { count: 2 })).toBe('2 items')
    expect(en._('cart.itemCount', { count: 0 })).toBe('0 items')
  })

  it('uses the Hindi rules (0 and 1 take the singular form)', async () => {
    const hi = await createI18n('hi')
    expect(hi._('cart.itemCount', { count: 1 })).toBe('1 आइटम')
    expect(hi._('cart.itemCount', { count: 5 })).toBe('5 आइटम')
    expect(new Intl.PluralRules('hi').select(0)).toBe('one')
  })
})
