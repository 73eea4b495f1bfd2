import { randomUUID } from 'node:crypto'
import type { Queryable } from '../db'
import { hashToken, newToken } from '../lib/passwords'

/** An account as the API returns it. */
export interface UserJson {
  id: string
  email: string
  firstName: string
  lastName: string
  createdAt: string
}

interface UserRow {
  id: string
  email: string
  password_hash: string
  first_name: string
  last_name: string
  created_at: Date
}

const SESSION_DAYS = 30

const toUserJson = (row: UserRow): UserJson => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  createdAt: row.created_at.toISOString(),
})

/** The account with this (already normalised) email and its password hash, or null. */
export async function findUserByEmail(
  db: Queryable,
  email: string,
): Promise<(UserJson & { passwordHash: string }) | null> {
  const { rows } = await db.query<UserRow>('select * from users where email = $1', [email])
  const row = rows[0]
  return row ? { ...toUserJson(row), passwordHash: row.password_hash } : null
}

/** Creates an account; null when the email is taken. */
export async function createUser(
  db: Queryable,
  input: { email: string; passwordHash: string; firstName: string; lastName: string },
): Promise<UserJson | null> {
  const { rows } = await db.query<UserRow>(
    `insert into users (id, email, password_hash, first_name, last_name) values ($1, $2, $3, $4, $5)
     on conflict (email) do nothing returning *`,
    [randomUUID(), input.email, input.passwordHash, input.firstName, input.lastName],
  )
  const row = rows[0]
  return row ? toUserJson(row) : null
}

/** Starts a session and returns its bearer token (only its digest is stored). */
export async function createSession(db: Queryable, userId: string): Promise<string> {
  const token = newToken()
  await db.query(
    `insert into sessions (token_hash, user_id, expires_at) values ($1, $2, now() + interval '${SESSION_DAYS} days')`,
    [hashToken(token), userId],
  )
  return token
}

/** The account a live bearer token belongs to, or null. */
export async function findUserByToken(db: Queryable, token: string): Promise<UserJson | null> {
  const { rows } = await db.query<UserRow>(
    `select u.* from sessions s join users u on u.id = s.user_id where s.token_hash = $1 and s.expires_at > now()`,
    [hashToken(token)],
  )
  const row = rows[0]
  return row ? toUserJson(row) : null
}

/** Ends a session. */
export async function deleteSession(db: Queryable, token: string): Promise<void> {
  await db.query('delete from sessions where token_hash = $1', [hashToken(token)])
}

/** Replaces an account's password hash (a hash made at an older cost is upgraded at sign-in). */
export async function updatePasswordHash(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.query('update users set password_hash = $1 where id = $2', [passwordHash, userId])
}
