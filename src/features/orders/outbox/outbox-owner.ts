import type { OutboxEntry } from './outbox-store'

/** The shopper signed in now, as the outbox sees them. */
export interface CurrentShopper {
  /** The tag of the current session (sessionTag of the token). */
  session: string
  /** The shopper's e-mail from GET /accountInfo, or null when it cannot be read now. */
  email: () => Promise<string | null>
}

/**
 * Whether a saved order may be sent in the current session:
 * - `mine`: placed in this session, or its recorded owner is the shopper signed in now (`entry`
 *   carries this session's tag and the owner, when known, for next time);
 * - `other`: another shopper signed in: it waits for its owner, never sent under this account;
 * - `unsure`: its owner is recorded but the account cannot be read now: try again later;
 * - `unprovable`: placed in an earlier session whose shopper was never recorded: nobody can be
 *   shown to own it, so it is not sent (its lines go back to the cart).
 */
export type Ownership = { to: 'mine'; entry: OutboxEntry } | { to: 'other' } | { to: 'unsure' } | { to: 'unprovable' }

/** The e-mail compared as the account states it, ignoring case and surrounding blanks. */
export const ownerOf = (email: string): string => email.trim().toLowerCase()

/**
 * An owner's e-mail as it may be shown to whoever holds the device: its first character, `***`
 * and the domain ('deepa@example.com' → 'd***@example.com'; no domain → 'd***').
 */
export function maskOwner(email: string): string {
  const at = email.lastIndexOf('@')
  const name = at < 0 ? email : email.slice(0, at)
  return `${[...name][0] ?? ''}***${at < 0 ? '' : email.slice(at)}`
}

/**
 * Checks whose order `entry` is against `shopper` (see Ownership). Reads the account only when
 * needed: to prove an owner across sessions, or to record the owner of an order of this session.
 */
export async function checkOwner(entry: OutboxEntry, shopper: CurrentShopper): Promise<Ownership> {
  if (entry.session === shopper.session) {
    if (entry.owner) return { to: 'mine', entry }
    const email = await shopper.email().catch(() => null)
    return { to: 'mine', entry: email ? { ...entry, owner: ownerOf(email) } : entry }
  }
  if (!entry.owner) return { to: 'unprovable' }
  const email = await shopper.email().catch(() => null)
  if (!email) return { to: 'unsure' }
  return ownerOf(email) === entry.owner
    ? { to: 'mine', entry: { ...entry, session: shopper.session } }
    : { to: 'other' }
}

/**
 * Whether the shopper of `session` (and `email`, when known) may see `entry` on this device:
 * placed or proven in this session, or recorded as theirs.
 */
export const isShoppersEntry = (entry: OutboxEntry, session: string | null, email?: string | null): boolean =>
  (session !== null && entry.session === session) || (!!email && !!entry.owner && ownerOf(email) === entry.owner)
