import { sessionTag } from '@/lib/session-tag'
import type { OutboxEntry } from './outbox-store'

/** The shopper signed in now, as the outbox sees them. */
export interface CurrentShopper {
  session: string
  /** The shopper's e-mail (else mobile number) from GET /accountInfo, or null when it cannot be read now. */
  email: () => Promise<string | null>
}

/** The shopper of `token` (null: signed out), their e-mail read by `readEmail` at most once, when asked. */
export async function shopperOfToken(
  token: string | null,
  readEmail: () => Promise<string | null>,
): Promise<CurrentShopper | null> {
  if (token === null) return null
  let email: Promise<string | null> | undefined
  return { session: await sessionTag(token), email: () => (email ??= readEmail()) }
}

/** Whether a saved order may go now: `mine` (`entry` updated), `other`, `unsure` (later), `unprovable` (never). */
export type Ownership = { to: 'mine'; entry: OutboxEntry } | { to: 'other' } | { to: 'unsure' } | { to: 'unprovable' }

/** The e-mail compared as the account states it, ignoring case and surrounding blanks. */
export const ownerOf = (email: string): string => email.trim().toLowerCase()

/** An owner as shown on the device: 'deepa@example.com' → 'd***@example.com' (no domain: 'd***'), '+919876543210' → '+91 ******3210'. */
export function maskOwner(email: string): string {
  if (/^\+91\d{10}$/.test(email)) return `+91 ******${email.slice(-4)}`
  const at = email.lastIndexOf('@')
  const name = at < 0 ? email : email.slice(0, at)
  return `${[...name][0] ?? ''}***${at < 0 ? '' : email.slice(at)}`
}

/** Checks whose order `entry` is (see Ownership); reads the account only to prove or record an owner. */
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

/** Whether the shopper of `session` (and `email`) may see `entry`: placed or proven in this session, or theirs. */
export const isShoppersEntry = (entry: OutboxEntry, session: string | null, email?: string | null): boolean =>
  (session !== null && entry.session === session) || (!!email && !!entry.owner && ownerOf(email) === entry.owner)
