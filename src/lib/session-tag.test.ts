import { describe, expect, it } from 'vitest'
import { sessionTag } from './session-tag'

describe('sessionTag', () => {
  it('is the same for one token, differs between tokens, and never contains the token', async () => {
    const a = await sessionTag('token-of-asha')
    expect(a).toMatch(/^[0-9a-f]{64}$/)
    expect(await sessionTag('token-of-asha')).toBe(a)
    expect(await sessionTag('token-of-ravi')).not.toBe(a)
    expect(a).not.toContain('asha')
  })
})
