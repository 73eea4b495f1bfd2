import type { Queryable } from '../db'

/** How long a stored answer is replayed for one key (ms): 24 hours. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000
/** A first request still marked as running after this long (ms) is taken as abandoned. */
const ABANDONED_AFTER_MS = 60_000

/** Who sent a key, to which endpoint, and a hash of the request body. */
export interface KeyClaim {
  userId: string
  /** e.g. 'POST /orders'. */
  scope: string
  key: string
  fingerprint: string
}

/** The outcome of claiming a key: first use, an answer to replay, or a first request still running. */
export type ClaimResult =
  { kind: 'claimed' } | { kind: 'replay'; fingerprint: string; status: number; body: string } | { kind: 'running' }

interface KeyRow {
  fingerprint: string
  status: number | null
  body: string | null
}

/**
 * Claims (user, scope, key) for a first request, or returns what is stored for it. Answers older
 * than 24 h and claims abandoned for over a minute are forgotten first, so they count as unused.
 */
export async function claimKey(db: Queryable, claim: KeyClaim): Promise<ClaimResult> {
  await db.query(
    `delete from idempotency_keys
     where created_at < now() - make_interval(secs => $1)
        or (status is null and created_at < now() - make_interval(secs => $2))`,
    [IDEMPOTENCY_TTL_MS / 1000, ABANDONED_AFTER_MS / 1000],
  )
  const inserted = await db.query(
    `insert into idempotency_keys (user_id, scope, key, fingerprint) values ($1, $2, $3, $4)
     on conflict do nothing returning key`,
    [claim.userId, claim.scope, claim.key, claim.fingerprint],
  )
  if (inserted.rows.length > 0) return { kind: 'claimed' }
  const { rows } = await db.query<KeyRow>(
    'select fingerprint, status, body from idempotency_keys where user_id = $1 and scope = $2 and key = $3',
    [claim.userId, claim.scope, claim.key],
  )
  const row = rows[0]
  // Deleted between the insert and the select (expired just now): treat it as still running.
  if (!row || row.status === null || row.body === null) return { kind: 'running' }
  return { kind: 'replay', fingerprint: row.fingerprint, status: row.status, body: row.body }
}

/** Stores the first request's answer (status and JSON text) for replay. */
export async function saveAnswer(db: Queryable, claim: KeyClaim, status: number, body: string): Promise<void> {
  await db.query('update idempotency_keys set status = $4, body = $5 where user_id = $1 and scope = $2 and key = $3', [
    claim.userId,
    claim.scope,
    claim.key,
    status,
    body,
  ])
}

/** Forgets a claim whose request failed on the server's side, so the same key may try again. */
export async function releaseKey(db: Queryable, claim: KeyClaim): Promise<void> {
  await db.query('delete from idempotency_keys where user_id = $1 and scope = $2 and key = $3 and status is null', [
    claim.userId,
    claim.scope,
    claim.key,
  ])
}
