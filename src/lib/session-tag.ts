/** A token's SHA-256 (FNV-1a `f:…` without Web Crypto): compares sessions without keeping the credential. */
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
