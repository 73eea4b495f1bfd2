import { describe, expect, it } from 'vitest'
import { supportsCapability } from './capabilities'

describe('supportsCapability', () => {
  it('is true only for a capability the store lists', () => {
    expect(supportsCapability(['idempotency', 'logout'], 'logout')).toBe(true)
    expect(supportsCapability(['idempotency'], 'logout')).toBe(false)
  })
  it('a store that lists nothing, or whose info is missing, supports nothing', () => {
    expect(supportsCapability(undefined, 'idempotency')).toBe(false)
    expect(supportsCapability([], 'idempotency')).toBe(false)
  })
})
