import { describe, expect, it } from 'vitest'
import { routePageName } from './page-titles'

describe('routePageName: the page part of "<page> · <store name>"', () => {
  it('names fixed pages, and home as nothing (the store name alone)', () => {
    expect(routePageName('/_main/cart', {})).toBe('Cart')
    expect(routePageName('/_auth/login', {})).toBe('Sign in')
    expect(routePageName('/_main/', {})).toBe('')
  })

  it('names each policy page by its title, and anything else as not found', () => {
    expect(routePageName('/_main/$policyType', { policyType: 'privacy' })).toBe('Privacy Policy')
    expect(routePageName('/_main/$policyType', { policyType: 'cart' })).toBe('Page not found')
    expect(routePageName('__root__', {})).toBe('Page not found')
  })

  it('knows no name for an unknown route', () => {
    expect(routePageName('/_main/nope', {})).toBeUndefined()
  })
})
