import { describe, expect, it } from 'vitest'
import { editDistance, matchScore, searchProducts, searchWords, type Searchable } from './match'
import { clipSearchText } from './search-text'

const product = (name: string, more: Partial<Searchable> = {}): Searchable => ({
  name,
  description: '',
  category: 'TV & Video Accessories',
  parentCategory: null,
  attributes: [],
  ...more,
})

const cable = product('Ultra High Speed HDMI 2.1 Cable, 2 m', {
  parentCategory: 'HDMI Cables',
  attributes: [{ values: ['AmazonBasics'] }],
})
const mount = product('Full Motion TV Wall Mount', {
  description: 'Fits 32 to 55 inch TVs',
  parentCategory: 'TV Mounts',
})
const kurta = product('Cotton Anarkali Kurta', { category: 'Women', attributes: [{ values: ['Teal', 'Maroon'] }] })
const charger = product('65W Type C Charger', { category: 'Mobile Accessories', description: 'USB-C PD fast charging' })

describe('searchWords', () => {
  it('lower-cases, splits on any white space, drops blanks and keeps 12 words', () => {
    expect(searchWords('  HDMI\t2.1\n cable ')).toEqual(['hdmi', '2.1', 'cable'])
    expect(searchWords('   ')).toEqual([])
    expect(searchWords(Array.from({ length: 20 }, (_, i) => `w${i}`).join(' '))).toHaveLength(12)
  })
})

describe('matchScore: every word must match, case-insensitive, in title, description, category, sub-category or an attribute value', () => {
  it('matches words in any of those fields', () => {
    expect(matchScore(cable, searchWords('HDMI 2.1'))).toBeGreaterThan(0)
    expect(matchScore(mount, searchWords('55 inch'))).toBeGreaterThan(0) // description
    expect(matchScore(mount, searchWords('tv mounts'))).toBeGreaterThan(0) // sub-category
    expect(matchScore(kurta, searchWords('women teal'))).toBeGreaterThan(0) // category + attribute value
    expect(matchScore(cable, searchWords('amazonbasics'))).toBeGreaterThan(0)
  })

  it('fails when any one word matches nowhere', () => {
    expect(matchScore(cable, searchWords('hdmi kurta'))).toBe(0)
    expect(matchScore(kurta, searchWords('cotton blue'))).toBe(0)
  })

  it('tolerates a close misspelling of a word of 4+ characters, not of short words', () => {
    expect(matchScore(cable, searchWords('hdmi cabel'))).toBeGreaterThan(0)
    expect(matchScore(charger, searchWords('chrager'))).toBeGreaterThan(0)
    expect(matchScore(mount, searchWords('tv mounr'))).toBeGreaterThan(0)
    expect(matchScore(cable, searchWords('hdmo'))).toBeGreaterThan(0)
    expect(matchScore(cable, searchWords('hdm1 2.1'))).toBeGreaterThan(0)
    expect(matchScore(cable, searchWords('hdx'))).toBe(0)
    expect(matchScore(cable, searchWords('toaster'))).toBe(0)
  })

  it('reads symbols as text, never as patterns', () => {
    expect(matchScore(cable, searchWords('%'))).toBe(0)
    expect(matchScore(cable, searchWords('_'))).toBe(0)
    expect(matchScore(cable, searchWords('.*'))).toBe(0)
    expect(matchScore(product("Kid's <b>Toy</b>"), searchWords("kid's <b>toy"))).toBeGreaterThan(0)
  })
})

describe('searchProducts', () => {
  it('lists matches best first: a word in the title before one only in the description', () => {
    const described = product('Wall Bracket', { description: 'Works with any HDMI cable' })
    expect(searchProducts([described, kurta, cable], 'hdmi cable')).toEqual([cable, described])
  })

  it('keeps the saved order between equal matches and finds nothing for blank text', () => {
    const a = product('Type C Cable A')
    const b = product('Type C Cable B')
    expect(searchProducts([a, b], 'type c')).toEqual([a, b])
    expect(searchProducts([a, b], '   ')).toEqual([])
  })
})

describe('editDistance', () => {
  it('counts a swap of two neighbours as one edit and stops past the limit', () => {
    expect(editDistance('cabel', 'cable', 2)).toBe(1)
    expect(editDistance('kitten', 'sitting', 3)).toBe(3)
    expect(editDistance('abc', 'abcdefgh', 2)).toBe(3)
  })
})

describe('clipSearchText', () => {
  it('trims, keeps text verbatim and clips to 200 characters without splitting an emoji', () => {
    expect(clipSearchText("  <script>alert('x')</script> 50% _ ")).toBe("<script>alert('x')</script> 50% _")
    expect(clipSearchText('a'.repeat(1000))).toHaveLength(200)
    const emoji = clipSearchText('😀'.repeat(300))
    expect(Array.from(emoji)).toHaveLength(200)
    expect(() => encodeURIComponent(emoji)).not.toThrow()
  })

  it('replaces a stray surrogate half, which could not be put in a URL', () => {
    expect(() => encodeURIComponent(clipSearchText('tv \uD83D remote'))).not.toThrow()
    expect(clipSearchText('   ')).toBe('')
  })
})
