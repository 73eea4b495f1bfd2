import * as v from 'valibot'
import { REQUEST_TIMEOUT_MS } from './config'
import { ApiError } from './api-error'
import { AnswerTooLargeError, MAX_ANSWER_BYTES, readTextWithin } from './bounded-body'
import { onServer } from './on-server'
import { retryAfterOf } from './store-time'
import type { ApiClientOptions, Query, RequestOptions } from './api-client'

// What a request does on the wire, loaded with the first request (it comes with the pages' code, not the entry).

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

/** One request of `client`: see `ApiClient.request`. @throws ApiError ('http', 'network', 'invalid') */
export async function send<S extends v.GenericSchema>(
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

/** This module as a client's transport, for code that bundles it (the servers, the service worker, tests). */
export const bundledTransport = async (): Promise<{ send: typeof send }> => ({ send })
