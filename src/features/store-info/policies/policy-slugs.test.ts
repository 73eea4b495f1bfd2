import { describe, expect, it } from 'vitest'
import { isPolicySlug, RESERVED_WORDS } from './policy-slugs'

describe('policy slugs', () => {
  it('accepts the six policy slugs', () => {
    for (const s of ['terms', 'privacy', 'refund', 'return', 'shipping', 'about']) expect(isPolicySlug(s)).toBe(true)
  })
  it('rejects every reserved word and unknown slugs', () => {
    for (const s of RESERVED_WORDS) expect(isPolicySlug(s)).toBe(false)
    expect(isPolicySlug('toString')).toBe(false)
    expect(isPolicySlug('faq')).toBe(false)
  })
})
