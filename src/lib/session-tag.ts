/**
 * A tag of a session token: its SHA-256 as 64 hex characters (a non-cryptographic 64-bit hash,
 * FNV-1a, prefixed `f:`, where Web Crypto is missing). It tells whether two moments share one
 * session without keeping the token itself: a tag cannot be sent as a credential.
 */
export async function sessionTag(token: string): Promise<string> {
  const bytes = new TextEncoder().encode(token)
  const subtle = typeof crypto !== 'undefined' ? crypto.subtle : undefined
  if (subtle) {
    const digest = new Uint8Array(await subtle.digest('SHA-256', bytes))
    return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('')
  }
  let hash = 0xcbf29ce484222325n
  for (const b of bytes) hash = BigInt.asUintN(64, (hash ^ BigInt(b)) * 0x100000001b3n)
  return `f:${hash.toString(16)}`
}
