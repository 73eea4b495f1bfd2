// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildDocumentTitle, usePageTitle, usePageTitleOverride } from './page-title'

describe('buildDocumentTitle: "<page> · <store name>", home = store name alone', () => {
  it('joins the page and the store', () => {
    expect(buildDocumentTitle('Cart', 'Digital Bazaar')).toBe('Cart · Digital Bazaar')
    expect(buildDocumentTitle('Ultra High Speed HDMI 2.1 Cable, 2 m', 'Digital Bazaar')).toBe(
      'Ultra High Speed HDMI 2.1 Cable, 2 m · Digital Bazaar',
    )
  })

  it('is the store name alone for the home page, and the page alone without a store name', () => {
    expect(buildDocumentTitle('', 'Digital Bazaar')).toBe('Digital Bazaar')
    expect(buildDocumentTitle(undefined, 'Digital Bazaar')).toBe('Digital Bazaar')
    expect(buildDocumentTitle('Cart', '  ')).toBe('Cart')
  })

  it('collapses white space and clips a huge name to 80 characters', () => {
    expect(buildDocumentTitle('  Results\nfor   "tv" ', 'Shop')).toBe('Results for "tv" · Shop')
    const title = buildDocumentTitle('x'.repeat(5000), 'Shop')
    expect(title).toBe(`${'x'.repeat(79)}… · Shop`)
  })
})

describe('usePageTitle', () => {
  it('overrides the route name while the page is shown, and lets go on unmount', () => {
    const reader = renderHook(() => usePageTitleOverride())
    expect(reader.result.current).toBeUndefined()
    const page = renderHook(({ name }) => usePageTitle(name), {
      initialProps: { name: 'Product' as string | undefined },
    })
    expect(reader.result.current).toBe('Product')
    page.rerender({ name: 'HDMI Cable' })
    expect(reader.result.current).toBe('HDMI Cable')
    act(() => page.unmount())
    expect(reader.result.current).toBeUndefined()
  })

  it('a page mounted later wins, and the earlier one unmounting does not clear it', () => {
    const reader = renderHook(() => usePageTitleOverride())
    const first = renderHook(() => usePageTitle('Old page'))
    const second = renderHook(() => usePageTitle('New page'))
    act(() => first.unmount())
    expect(reader.result.current).toBe('New page')
    act(() => second.unmount())
    expect(reader.result.current).toBeUndefined()
  })
})
