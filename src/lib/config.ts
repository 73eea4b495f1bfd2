import { onServer } from './on-server'

/**
 * API base address.
 * - build-time `VITE_API_BASE_URL` wins;
 * - on localhost / 127.0.0.1 → `http://localhost:8044/api/v1`;
 * - otherwise the api sub-domain of the current site: `${protocol}//api.${host}/api/v1`.
 */
export function resolveApiBase(location: Pick<Location, 'protocol' | 'hostname' | 'host'>, override?: string): string {
  if (override) return override.replace(/\/+$/, '')
  if (location.hostname === 'localhost' || location.hostname === '127.0.0.1') {
    return `http://${location.hostname}:8044/api/v1`
  }
  return `${location.protocol}//api.${location.host}/api/v1`
}

/**
 * The server renderer's store API base, read when it starts: `STORE_API_URL` (e.g.
 * `http://10.0.0.5:8044/api/v1`, a run-time setting, so one server build serves any store), else
 * the build-time base. Never used in the browser, which keeps its build-time rule.
 */
function serverApiBase(): string | undefined {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env
  return env?.STORE_API_URL || import.meta.env.VITE_API_BASE_URL
}

/** The API base in use by this build and page (on the server: `STORE_API_URL` first). */
export const API_BASE = resolveApiBase(
  typeof window === 'undefined' ? { protocol: 'http:', hostname: 'localhost', host: 'localhost' } : window.location,
  onServer ? serverApiBase() : import.meta.env.VITE_API_BASE_URL,
)

/** The store API base a runtime handed over with a request (`setServerApiBase`); server only. */
let handedServerApiBase: string | undefined

/**
 * Points the server renderer at the store API `url` (e.g. `https://api.shop.in/api/v1`) from now on,
 * for runtimes that give their settings to each request rather than to the process (a Worker's
 * `env.STORE_API_URL`): read when a request is made, it wins over `STORE_API_URL` and the build's
 * base. The caller checks that it is an http(s) URL. No effect in the browser.
 */
export function setServerApiBase(url: string): void {
  if (onServer) handedServerApiBase = url.replace(/\/+$/, '')
}

/** The API base a request goes to now: `API_BASE`, or on the server the one `setServerApiBase` set. */
export function currentApiBase(): string {
  return (onServer && handedServerApiBase) || API_BASE
}

/** This build's id (package version + build time, set by vite.config.ts): a new build drops the persisted query cache. */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev'

/** Every request gives up after this long (ms), so no loading state is endless. */
export const REQUEST_TIMEOUT_MS = 8000
