import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import * as v from 'valibot'
import type { AppEnv } from './env'
import type { ImageStyle } from './store-images'

/** An error the client caused (or may see): answered as `{ error: message }` with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    /** Per-field messages, answered as `errors` beside `message`. */
    readonly errors?: Record<string, string>,
  ) {
    super(message)
  }
}

/** The request's own origin, e.g. `http://localhost:8044`: image URLs follow whatever host and port were used. */
export function requestOrigin(c: Context): string {
  return new URL(c.req.url).origin
}

/** Where this request's image URLs point: its origin, and the catalogue (photos or drawn) the API sends. */
export function imageLinks(c: Context<AppEnv>): { origin: string; style: ImageStyle } {
  return { origin: requestOrigin(c), style: c.get('images').style }
}

/** Parses the body as a JSON object; anything else is a 400. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  let body: unknown
  try {
    body = JSON.parse(await c.req.text())
  } catch {
    throw new ApiError(400, 'Request body must be valid JSON')
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'Request body must be a JSON object')
  }
  return body as Record<string, unknown>
}

// Used only where a schema gives no message of its own, e.g. for a missing key.
const fallbackMessage = (issue: v.BaseIssue<unknown>): string => {
  const path = issue.path?.map((item) => String(item.key)).join('.')
  if (!path) return 'Invalid request'
  return issue.input === undefined ? `${path} is required` : `${path} is invalid`
}

/** Validates input with a valibot schema; the first issue's message becomes the 400 error. */
export function parseOr400<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input, { message: fallbackMessage })
  if (!result.success) throw new ApiError(400, result.issues[0]?.message ?? 'Invalid request')
  return result.output
}
