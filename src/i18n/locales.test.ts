import { describe, expect, it } from 'vitest'
import { acceptedLanguages, localeFromCookie, preferredLocale, resolveLocale } from './locales'

describe('the language a request or browser asks for', () => {
  it('reads the lang cookie among others, ignoring languages the store lacks', () => {
    expect(localeFromCookie('a=1; lang=hi; b=2')).toBe('hi')
    expect(localeFromCookie('lang=en')).toBe('en')
    expect(localeFromCookie('lang=fr')).toBeNull()
    expect(localeFromCookie('xlang=hi')).toBeNull()
    expect(localeFromCookie(null)).toBeNull()
  })

  it('takes Hindi only when it is the first preference', () => {
    expect(preferredLocale(['hi-IN', 'en'])).toBe('hi')
    expect(preferredLocale(['hi'])).toBe('hi')
    expect(preferredLocale(['en-IN', 'hi'])).toBe('en')
    expect(preferredLocale(['ta-IN'])).toBe('en')
    expect(preferredLocale([])).toBe('en')
  })

  it('orders Accept-Language by weight', () => {
    expect(acceptedLanguages('en;q=0.5, hi-IN, fr;q=0')).toEqual(['hi-IN', 'en'])
    expect(acceptedLanguages(undefined)).toEqual([])
  })

  it('lets the explicit choice (cookie) win over the browser', () => {
    expect(resolveLocale({ cookie: 'lang=en', acceptLanguage: 'hi-IN,hi;q=0.9' })).toBe('en')
    expect(resolveLocale({ cookie: 'lang=hi', acceptLanguage: 'en-US' })).toBe('hi')
    expect(resolveLocale({ cookie: null, acceptLanguage: 'hi-IN,hi;q=0.9,en;q=0.8' })).toBe('hi')
    expect(resolveLocale({})).toBe('en')
  })
})
