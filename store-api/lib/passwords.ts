import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

const KEY_LENGTH = 64
const SALT_LENGTH = 16

// Bounds on stored parameters, so a damaged or hostile row cannot make a check run for minutes.
const MAX_N = 2 ** 20
const MAX_R = 32
const MAX_P = 16

function isPowerOfTwo(n: number): boolean {
  return Number.isInteger(n) && n > 1 && (n & (n - 1)) === 0
}

/** scrypt's cost parameters: CPU/memory cost N (a power of two), block size r, parallelism p. */
export interface ScryptParams {
  N: number
  r: number
  p: number
}

/**
 * New hashes use the current OWASP recommendation for scrypt: N = 2^17, r = 8, p = 1 (≈ 128 MiB
 * and 0.3–0.7 s of a core each). A test run may lower N with `SCRYPT_N` (a power of two, e.g.
 * 1024), so its hundreds of sign-ins do not cost minutes; refused with NODE_ENV=production.
 */
export const SCRYPT_PARAMS: ScryptParams = { N: costFrom(process.env), r: 8, p: 1 }

/** N from `SCRYPT_N` in a test run, else 2^17. @throws when set in production or not a power of two. */
export function costFrom(env: Record<string, string | undefined>): number {
  const value = env.SCRYPT_N
  if (value === undefined || value === '') return 2 ** 17
  if (env.NODE_ENV === 'production')
    throw new Error('SCRYPT_N lowers the password cost for tests; refused with NODE_ENV=production')
  const n = Number(value)
  if (!isPowerOfTwo(n) || n > MAX_N) throw new Error(`SCRYPT_N must be a power of two up to 2^20, not ${value}`)
  return n
}

/** What the older three-part hashes (`scrypt$salt$key`) were made with. */
const LEGACY_PARAMS: ScryptParams = { N: 16384, r: 8, p: 1 }

function derive(password: string, salt: Buffer, { N, r, p }: ScryptParams, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // scrypt needs 128 × N × r bytes; Node refuses more than 32 MiB unless maxmem allows it.
    const maxmem = 128 * N * r * p + 32 * 1024 * 1024
    scrypt(password, salt, length, { N, r, p, maxmem }, (err, key) => (err ? reject(err) : resolve(key)))
  })
}

/**
 * Hashes a password with scrypt at SCRYPT_PARAMS and a random 16-byte salt. The parameters are
 * stored with the hash, `scrypt$N$r$p$<salt hex>$<key hex>`, so the cost can rise later without
 * locking anyone out. Takes ≈ 0.3–0.7 s of one CPU core.
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH)
  const { N, r, p } = SCRYPT_PARAMS
  const key = await derive(password, salt, SCRYPT_PARAMS, KEY_LENGTH)
  return `scrypt$${N}$${r}$${p}$${salt.toString('hex')}$${key.toString('hex')}`
}

interface ParsedHash {
  params: ScryptParams
  salt: Buffer
  key: Buffer
}

const HEX = /^(?:[0-9a-f]{2})+$/i

/** Reads `scrypt$N$r$p$salt$key`, or the older `scrypt$salt$key` (N = 16384, r = 8, p = 1); null when neither. */
function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$')
  let params: ScryptParams
  let saltHex: string | undefined
  let keyHex: string | undefined
  if (parts[0] !== 'scrypt') return null
  if (parts.length === 3) {
    params = LEGACY_PARAMS
    ;[, saltHex, keyHex] = parts
  } else if (parts.length === 6) {
    const [N, r, p] = parts.slice(1, 4).map((x) => (/^\d{1,8}$/.test(x!) ? Number(x) : NaN)) as [number, number, number]
    if (!isPowerOfTwo(N) || N > MAX_N || !(r >= 1 && r <= MAX_R) || !(p >= 1 && p <= MAX_P)) return null
    params = { N, r, p }
    ;[, , , , saltHex, keyHex] = parts
  } else {
    return null
  }
  if (!saltHex || !keyHex || !HEX.test(saltHex) || !HEX.test(keyHex)) return null
  if (saltHex.length > 128 || keyHex.length < 32 || keyHex.length > 256) return null
  return { params, salt: Buffer.from(saltHex, 'hex'), key: Buffer.from(keyHex, 'hex') }
}

/** Checks a password against a stored hash (either form) in constant time; false for an unreadable hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored)
  if (!parsed) return false
  const actual = await derive(password, parsed.salt, parsed.params, parsed.key.length)
  return timingSafeEqual(actual, parsed.key)
}

/** True when a stored hash was made with other parameters than SCRYPT_PARAMS (re-hash it at the next sign-in). */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored)
  const { N, r, p } = SCRYPT_PARAMS
  return !parsed || parsed.params.N !== N || parsed.params.r !== r || parsed.params.p !== p
}

/** A hash to verify against when the email is unknown, at the current cost, so both paths take as long. */
export const DUMMY_PASSWORD_HASH = `scrypt$${SCRYPT_PARAMS.N}$${SCRYPT_PARAMS.r}$${SCRYPT_PARAMS.p}$${'00'.repeat(SALT_LENGTH)}$${'00'.repeat(KEY_LENGTH)}`

/** A new bearer token: 32 random bytes as hex. */
export function newToken(): string {
  return randomBytes(32).toString('hex')
}

/** Sessions store a digest, so a leaked database does not leak live tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
