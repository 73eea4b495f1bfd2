import type * as v from 'valibot'
import { ApiError } from './api-error'

export type Query = Record<string, string | number | boolean | undefined | null>

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

/** The code that sends a request (`api-send.ts`): the browser app loads it beside the entry, servers and the worker import it. */
export type Transport = () => Promise<Pick<typeof import('./api-send'), 'send'>>

/**
 * A client for `options.base` sending `options.getToken()`; JSON with credentials, answers checked
 * with valibot. A transport that cannot load (offline, a lost chunk) counts as no answer.
 */
export function createApiClient(options: ApiClientOptions, transport: Transport): ApiClient {
  const load = () =>
    transport().catch(() => {
      throw new ApiError('network', 'No response from server', undefined)
    })
  const client: ApiClient = {
    request: (method, path, schema, requestOptions = {}) =>
      load().then((m) => m.send(options, method, path, schema, requestOptions)),
    get: (path, schema, requestOptions) => client.request('GET', path, schema, requestOptions),
    post: (path, body, schema, requestOptions) => client.request('POST', path, schema, { ...requestOptions, body }),
    base: options.base,
  }
  return client
}
