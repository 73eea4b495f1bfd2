import { describe, expect, it } from 'vitest'
import { copyrightLine } from './footer'

describe('copyrightLine', () => {
  it('ends the owner with one full stop', () => {
    expect(copyrightLine('Digital Bazaar', 2026)).toBe('© 2026 Digital Bazaar. All rights reserved.')
    expect(copyrightLine('Acme Pvt. Ltd.', 2026)).toBe('© 2026 Acme Pvt. Ltd. All rights reserved.')
    expect(copyrightLine('Acme Ltd..  ', 2026)).toBe('© 2026 Acme Ltd. All rights reserved.')
  })
})
