import { describe, expect, it } from 'vitest'
import { checkPageCaps, MAX_DEHYDRATED_BYTES, MAX_MARKUP_BYTES, PageTooLargeError } from './page-caps'

describe('checkPageCaps', () => {
  it('passes a page within both caps', () => {
    expect(() =>
      checkPageCaps({ app: 'a'.repeat(MAX_MARKUP_BYTES), scripts: 's'.repeat(MAX_DEHYDRATED_BYTES) }),
    ).not.toThrow()
  })

  it('refuses a dehydrated state over 256 KB, counted in UTF-8 bytes', () => {
    expect(() => checkPageCaps({ app: '', scripts: 's'.repeat(MAX_DEHYDRATED_BYTES + 1) })).toThrow(PageTooLargeError)
    // 100,000 rupee signs are 300,000 bytes.
    expect(() => checkPageCaps({ app: '', scripts: '₹'.repeat(100_000) })).toThrow(PageTooLargeError)
  })

  it('refuses markup over 512 KB', () => {
    expect(() => checkPageCaps({ app: 'a'.repeat(MAX_MARKUP_BYTES + 1), scripts: '' })).toThrow(/markup/)
  })
})
