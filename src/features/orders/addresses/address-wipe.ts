/* The keys of the addresses remembered on the device, and their wipe, without schemas (the sign-out wiring is light). */

/** localStorage keys: the saved list last read, and the last address ordered to. */
export const ADDRESS_MEMORY_KEYS = { saved: 'saved-addresses', last: 'last-address' } as const

/** Forgets the shopper's addresses on this device (sign-out, another shopper, a 401). */
export function forgetAddresses(): void {
  try {
    for (const key of Object.values(ADDRESS_MEMORY_KEYS)) localStorage.removeItem(key)
  } catch {
    // Nothing to forget when storage is blocked.
  }
}
