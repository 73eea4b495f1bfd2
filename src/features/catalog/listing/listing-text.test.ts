import { describe, expect, it } from 'vitest'
import { capitalise, categoryIntro, collectionTitle, isKnownCategory, listingHeading } from './listing-text'

describe('listingHeading (/products)', () => {
  it('names the ethnic-wear collections for men and women, whatever the case', () => {
    expect(listingHeading('men')).toBe("Men's Ethnic Wear")
    expect(listingHeading('Women')).toBe("Women's Ethnic Wear")
  })

  it('capitalises another category the store has products for', () => {
    expect(listingHeading('audio', '', [], true)).toBe('Audio')
    expect(listingHeading('tv & video accessories', '', [], true)).toBe('Tv & Video Accessories')
  })

  it("prefers the store's own spelling of a known category", () => {
    expect(listingHeading('tv & video accessories', '', ['Audio', 'TV & Video Accessories'])).toBe(
      'TV & Video Accessories',
    )
  })

  it('never prints text from the URL for a category the store does not know', () => {
    expect(listingHeading('Free iPhones — call 98765', '', ['Audio'], false)).toBe('All Products')
    expect(listingHeading('<b>sale</b>', '', [])).toBe('All Products')
    expect(isKnownCategory('AUDIO', ['Audio'], false)).toBe(true)
    expect(isKnownCategory('gadgets', ['Audio'], true)).toBe(true)
    expect(isKnownCategory('gadgets', ['Audio'], false)).toBe(false)
  })

  it('falls back to the parent category (when it has products) when there is no category', () => {
    expect(listingHeading('', 'hdmi cables', [], true)).toBe('Hdmi Cables')
    expect(listingHeading('', 'call 98765 now', [], false)).toBe('All Products')
    expect(listingHeading('', '')).toBe('All Products')
  })
})

describe('collectionTitle', () => {
  it("uses the pattern {Category}'s Collection for a chosen sub-category", () => {
    expect(collectionTitle('TV Mounts')).toBe("TV Mounts's Collection")
  })
  it("falls back to 'All Products'", () => {
    expect(collectionTitle('')).toBe('All Products')
    expect(collectionTitle('   ')).toBe('All Products')
  })
})

describe('categoryIntro', () => {
  it('has a text for known categories and a generic one naming the heading otherwise', () => {
    expect(categoryIntro('Audio', 'Audio')).toMatch(/speakers/)
    expect(categoryIntro('gadgets', 'Gadgets')).toContain('Gadgets')
  })
})

describe('capitalise', () => {
  it('keeps already-capitalised letters and handles unicode', () => {
    expect(capitalise('  éclair tv')).toBe('Éclair Tv')
    expect(capitalise('USB-c cables')).toBe('USB-C Cables')
  })
})
