import { describe, expect, it } from 'vitest'
import { turnOrder } from './offline'

describe('turnOrder', () => {
  it('alternates the order run by run, so no site always follows the same one', () => {
    const tabs = ['a', 'b', 'c', 'd']
    expect(turnOrder(tabs, 0)).toEqual(['a', 'b', 'c', 'd'])
    expect(turnOrder(tabs, 1)).toEqual(['d', 'c', 'b', 'a'])
    expect(turnOrder(tabs, 2)).toEqual(['a', 'b', 'c', 'd'])
    // Over two runs each site follows a different neighbour on each side.
    const before = (site: string, run: number) => {
      const order = turnOrder(tabs, run)
      return order[order.indexOf(site) - 1]
    }
    expect(new Set([before('b', 0), before('b', 1)])).toEqual(new Set(['a', 'c']))
  })

  it('leaves the given list alone', () => {
    const tabs = ['a', 'b']
    turnOrder(tabs, 1)
    expect(tabs).toEqual(['a', 'b'])
  })
})
