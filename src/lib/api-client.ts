import * as v from 'valibot'
import { REQUEST_TIMEOUT_MS } from './config'
import { ApiError } from './api-error'
import { AnswerTooLargeError, MAX_ANSWER_BYTES, readTextWithin } from './bounded-body'
import { onServer } from './on-server'
import { retryAfterOf } from './store-time'

type Query = Record<string, string | number | boolean | undefined | null>

export interface RequestOptions {
  signal?: AbortSignal
  query?: Query
  body?: unknown
  timeoutMs?: number
  headers?: Record<string, string>
  /** Called with the answer's headers as soon as one arrives (any status), e.g. to read the store's `Date`. */
  onHeaders?: (headers: Headers) => void
}

/** What a client is bound to: its store, its shopper's token and what a 401 does. */
export interface ApiClientOptions {
  /** The API base now, e.g. `https://api.shop.example.in/api/v1` (read per request). */
  base: () => string
  /** The bearer token to send, or null for a guest. */
  getToken: () => string | null
  /** What a 401 does (the session clears the token and cached data). The client never navigates. */
  onUnauthorized?: () => void
  /** The configuration still being learnt, if any: requests wait for it before reading `base`. */
  ready?: () => Promise<void> | undefined
}

/** The store API as one app, request or run sees it; see `createApiClient`. */
export interface ApiClient {
  /** One JSON request to the store API, checked against `schema`. @throws ApiError ('http', 'network', 'invalid') */
  request<S extends v.GenericSchema>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    schema: S,
    options?: RequestOptions,
  ): Promise<v.InferOutput<S>>
  get<S extends v.GenericSchema>(path: string, schema: S, options?: RequestOptions): Promise<v.InferOutput<S>>
  post<S extends v.GenericSchema>(
    path: string,
    body: unknown,
    schema: S,
    options?: RequestOptions,
  ): Promise<v.InferOutput<S>>
  /** The API base in use now. */
  base(): string
}

/** Builds `${base}${path}?query`, dropping empty values. */
export function buildUrl(path: string, query: Query | undefined, base: string): string {
  const url = new URL(base + path)
  for (const [k, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue
    url.searchParams.set(k, String(value))
  }
  return url.toString()
}

// The store's reason: its `error` text, else its `message` (the shape of the extensions' errors).
function serverErrorText(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined
  for (const key of ['error', 'message']) {
    const e = (body as Record<string, unknown>)[key]
    if (typeof e === 'string' && e.trim()) return e.slice(0, 300)
  }
  return undefined
}

/** A client for `options.base` sending `options.getToken()`; JSON with credentials, answers checked with valibot. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const client: ApiClient = {
    request: (method, path, schema, requestOptions = {}) => send(options, method, path, schema, requestOptions),
    get: (path, schema, requestOptions) => client.request('GET', path, schema, requestOptions),
    post: (path, body, schema, requestOptions) => client.request('POST', path, schema, { ...requestOptions, body }),
    base: options.base,
  }
  return client
}

async function send<S extends v.GenericSchema>(
  client: ApiClientOptions,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  schema: S,
  options: RequestOptions,
): Promise<v.InferOutput<S>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
  const token = client.getToken()
  if (token) headers.Authorization = `Bearer ${token}`
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'

  const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS)
  const configuring = client.ready?.()
  if (configuring) await configuring
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout

  let response: Response
  try {
    response = await fetch(buildUrl(path, options.query, client.base()), {
      method,
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
    })
  } catch (cause) {
    // A caller's own abort is not a network failure: let React Query see the AbortError.
    if (options.signal?.aborted) throw cause
    throw new ApiError('network', 'No response from server', undefined)
  }

  options.onHeaders?.(response.headers)
  let body: unknown
  let parsed = true
  try {
    const text = await readTextWithin(response, onServer ? MAX_ANSWER_BYTES.server : MAX_ANSWER_BYTES.browser)
    body = text ? JSON.parse(text) : undefined
  } catch (cause) {
    if (options.signal?.aborted) throw cause
    if (cause instanceof AnswerTooLargeError && response.ok)
      throw new ApiError('invalid', 'The server sent a response too large to read', response.status)
    // A broken 2xx is 'invalid', not 'network': checkout keeps only an unanswered order on the device.
    parsed = false
  }

  if (!response.ok) {
    if (response.status === 401) client.onUnauthorized?.()
    const serverMessage = parsed ? serverErrorText(body) : undefined
    throw new ApiError(
      'http',
      serverMessage ?? `Request failed with status ${response.status}`,
      response.status,
      serverMessage,
      retryAfterOf(response.headers, Date.now()),
      parsed ? body : undefined,
    )
  }
  if (!parsed) throw new ApiError('invalid', 'The server sent a malformed response', response.status)
  const result = v.safeParse(schema, body)
  if (!result.success) throw new ApiError('invalid', 'The server sent an unexpected response', response.status)
  return result.output
}
