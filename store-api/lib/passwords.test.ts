// @vitest-environment node
import { randomBytes, scryptSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { costFrom, DUMMY_PASSWORD_HASH, hashPassword, needsRehash, SCRYPT_PARAMS, verifyPassword } from './passwords'

/** A hash in the older three-part form, made at the old cost N = 16384, r = 8, p = 1. */
function legacyHash(password: string): string {
  const salt = randomBytes(16)
  const key = scryptSync(password, salt, 64, { N: 16384, r: 8, p: 1 })
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`
}

describe('passwords', () => {
  it('costs N = 2^17 unless a test run lowers it with SCRYPT_N, never in production', () => {
    expect(costFrom({})).toBe(2 ** 17)
    expect(costFrom({ SCRYPT_N: '' })).toBe(2 ** 17)
    expect(costFrom({ SCRYPT_N: '1024' })).toBe(1024)
    expect(() => costFrom({ SCRYPT_N: '1024', NODE_ENV: 'production' })).toThrow(/production/)
    expect(() => costFrom({ SCRYPT_N: '1000' })).toThrow(/power of two/)
    expect(() => costFrom({ SCRYPT_N: String(2 ** 24) })).toThrow(/power of two/)
  })

  it('hashes at the current cost, r = 8, p = 1 and stores the parameters with the hash', async () => {
    const hash = await hashPassword('secret12')
    expect(hash).toMatch(new RegExp(`^scrypt\\$${SCRYPT_PARAMS.N}\\$8\\$1\\$[0-9a-f]{32}\\$[0-9a-f]{128}$`))
    expect(await verifyPassword('secret12', hash)).toBe(true)
    expect(needsRehash(hash)).toBe(false)
  }, 20_000)

  it('still verifies a three-part hash made at the old cost, and marks it for re-hashing', async () => {
    const old = legacyHash('demo1234')
    expect(await verifyPassword('demo1234', old)).toBe(true)
    expect(await verifyPassword('demo12345', old)).toBe(false)
    expect(needsRehash(old)).toBe(true)
  })

  it('reads the stored parameters, whatever they are within bounds', async () => {
    const salt = randomBytes(16)
    const key = scryptSync('pw123456', salt, 64, { N: 1024, r: 4, p: 2 })
    const hash = `scrypt$1024$4$2$${salt.toString('hex')}$${key.toString('hex')}`
    expect(await verifyPassword('pw123456', hash)).toBe(true)
    expect(needsRehash(hash)).toBe(true)
  })

  it.each([
    '',
    'bcrypt$abc$def',
    `scrypt$${'00'.repeat(16)}`,
    `scrypt$1000$8$1$${'00'.repeat(16)}$${'00'.repeat(64)}`, // N not a power of two
    `scrypt$${2 ** 24}$8$1$${'00'.repeat(16)}$${'00'.repeat(64)}`, // N far too large
    `scrypt$1024$8$99$${'00'.repeat(16)}$${'00'.repeat(64)}`, // p too large
    `scrypt$zz$${'00'.repeat(64)}`,
  ])('refuses an unreadable or out-of-bounds hash (%s) without hashing at its cost', async (stored) => {
    expect(await verifyPassword('anything', stored)).toBe(false)
  })

  it('checks unknown e-mails against a dummy hash at the current cost', () => {
    expect(DUMMY_PASSWORD_HASH.startsWith(`scrypt$${SCRYPT_PARAMS.N}$8$1$`)).toBe(true)
    expect(needsRehash(DUMMY_PASSWORD_HASH)).toBe(false)
  })
})
