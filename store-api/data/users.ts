import { randomUUID } from 'node:crypto'
import type { Queryable } from '../db'
import { hashToken, newToken } from '../lib/passwords'

/** An account as the API returns it. */
export interface UserJson {
  id: string
  /** null for an account made by phone (the otp extension) that gave none. */
  email: string | null
  /** '+919876543210', or null for an account without one. */
  phone: string | null
  firstName: string
  lastName: string
  createdAt: string
}

interface UserRow {
  id: string
  email: string | null
  phone: string | null
  password_hash: string | null
  first_name: string
  last_name: string
  created_at: Date
}

const SESSION_DAYS = 30

const toUserJson = (row: UserRow): UserJson => ({
  id: row.id,
  email: row.email,
  phone: row.phone,
  firstName: row.first_name,
  lastName: row.last_name,
  createdAt: row.created_at.toISOString(),
})

/** The account with this (already normalised) email and its password hash, or null. */
export async function findUserByEmail(
  db: Queryable,
  email: string,
): Promise<(UserJson & { passwordHash: string | null }) | null> {
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

/** The account with this mobile number ('+919876543210'), or null. */
export async function findUserByPhone(db: Queryable, phone: string): Promise<UserJson | null> {
  const { rows } = await db.query<UserRow>('select * from users where phone = $1', [phone])
  const row = rows[0]
  return row ? toUserJson(row) : null
}

/** The account of `phone`, made now (no name, e-mail or password) when there is none. */
export async function findOrCreatePhoneUser(db: Queryable, phone: string): Promise<UserJson> {
  await db.query(
    `insert into users (id, phone, first_name, last_name) values ($1, $2, '', '') on conflict (phone) do nothing`,
    [randomUUID(), phone],
  )
  const user = await findUserByPhone(db, phone)
  if (!user) throw new Error('The account of a phone number vanished')
  return user
}

/** Sets an account's name and, when given, its e-mail; null when that e-mail belongs to another account. */
export async function updateProfile(
  db: Queryable,
  userId: string,
  input: { firstName: string; lastName: string; email?: string | undefined },
): Promise<UserJson | null> {
  if (input.email) {
    const owner = await findUserByEmail(db, input.email)
    if (owner && owner.id !== userId) return null
  }
  const { rows } = await db.query<UserRow>(
    `update users set first_name = $2, last_name = $3, email = coalesce($4, email) where id = $1 returning *`,
    [userId, input.firstName, input.lastName, input.email ?? null],
  )
  const row = rows[0]
  return row ? toUserJson(row) : null
}
