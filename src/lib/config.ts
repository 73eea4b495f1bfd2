import { onServer } from './on-server'
import {
  apiBaseFor,
  parseStoreConfig,
  STORE_CONFIG_ELEMENT_ID,
  STORE_CONFIG_PATH,
  type StoreConfig,
} from './store-config'

/*
 * The store API's base URL is run-time configuration, so one build serves any store:
 * - a server writes it into the page it sends (`storeConfigScript`: a JSON `<script>` the browser
 *   reads, never runs, so no CSP nonce is needed);
 * - on a static host, `config.json` beside index.html says it (`{"apiBase": "https://…/api/v1"}`);
 * - with neither, the default rule (`resolveApiBase`).
 * The browser keeps the last one it read, so an offline start calls the same store.
 */

/** localStorage key of the last configuration read (for a start with no network). */
const SAVED_CONFIG_KEY = 'storefront-store-config'
/**
 * How long a start waits for config.json (ms) when it has a saved configuration to go on with: on a
 * network that hangs (lie-fi), the saved store is the right one far more often than not.
 */
const CONFIG_TIMEOUT_MS = 2000
/**
 * How long a first start (nothing saved) waits for config.json (ms). It has nothing right to go on
 * with: the default rule names another store on most hosts, so on slow mobile data it waits for the
 * answer rather than call the wrong API (and trip the CSP, which names only the configured one).
 */
const FIRST_CONFIG_TIMEOUT_MS = 20_000
/** The most of config.json read (characters): it holds one URL. */
const MAX_CONFIG_CHARS = 4096

/** The API base for a page at `location`: `override`, else the default rule (apiBaseFor). */
export function resolveApiBase(location: Pick<Location, 'protocol' | 'host'>, override?: string): string {
  // A browser's own host is always a plain host name; '' (this origin) only for a forged one.
  return apiBaseFor(location.protocol, location.host, override) ?? ''
}

/** The browser's configuration once known (from the page, config.json or saved); undefined before. */
let browserConfig: StoreConfig | undefined
/** The read of the configuration a start began (settled once `browserConfig` is known). */
let loading: Promise<void> | undefined
let loaded = false

/** The configuration the page itself carries (written by a server), or null. */
function configInPage(): StoreConfig | null {
  const text = typeof document === 'undefined' ? null : document.getElementById(STORE_CONFIG_ELEMENT_ID)?.textContent
  if (!text) return null
  try {
    return parseStoreConfig(JSON.parse(text))
  } catch {
    return null
  }
}

function savedConfig(): StoreConfig | null {
  try {
    const raw = localStorage.getItem(SAVED_CONFIG_KEY)
    return raw ? parseStoreConfig(JSON.parse(raw)) : null
  } catch {
    return null
  }
}

function saveConfig(config: StoreConfig | null): void {
  try {
    if (config) localStorage.setItem(SAVED_CONFIG_KEY, JSON.stringify(config))
    else localStorage.removeItem(SAVED_CONFIG_KEY)
  } catch {
    // Storage full or blocked: the next start reads the configuration again.
  }
}

/**
 * Reads config.json: the configuration, null when the host has none (404: the default rule), or
 * undefined when it could not be read (no network, a timeout, a server error).
 * @throws never; a config.json that is not a configuration counts as none and is logged.
 */
async function fetchConfigFile(fetchImpl: typeof fetch, timeoutMs: number): Promise<StoreConfig | null | undefined> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    let response: Response
    try {
      response = await fetchImpl(STORE_CONFIG_PATH, {
        cache: 'no-cache',
        credentials: 'same-origin',
        signal: controller.signal,
      })
    } catch {
      return undefined
    }
    if (response.status === 404) return null
    if (!response.ok) return undefined
    let text: string
    try {
      text = await response.text()
    } catch {
      // The body was cut off (the network dropped, or the timeout): unreadable, not "no configuration".
      return undefined
    }
    try {
      const config = text.length <= MAX_CONFIG_CHARS ? parseStoreConfig(JSON.parse(text)) : null
      if (config) return config
    } catch {
      // Not JSON: reported below.
    }
  } finally {
    clearTimeout(timer)
  }
  console.error(`${STORE_CONFIG_PATH} is not {"apiBase": "https://…"}: the store API follows the default rule`)
  return null
}

/**
 * Learns the store's configuration before the first request (a start calls it once; every API
 * request waits for it): the page's own (a server wrote it) at once, else config.json, else when
 * that cannot be read the last one saved, else the default rule. It waits 2 s for config.json when
 * a saved one is there to fall back on, 20 s on a first start. Resolves, never rejects.
 */
export function loadStoreConfig(fetchImpl: typeof fetch = fetch): Promise<void> {
  if (onServer) return Promise.resolve()
  loading ??= (async () => {
    const inPage = configInPage()
    if (inPage) {
      browserConfig = inPage
      saveConfig(inPage.apiBase ? inPage : null)
    } else {
      const saved = savedConfig()
      const read = await fetchConfigFile(fetchImpl, saved ? CONFIG_TIMEOUT_MS : FIRST_CONFIG_TIMEOUT_MS)
      if (read !== undefined) saveConfig(read?.apiBase ? read : null)
      // null (no config.json) means the default rule, not the saved store; undefined, unreadable.
      browserConfig = (read === undefined ? saved : read) ?? { apiBase: null }
    }
    loaded = true
  })()
  return loading
}

/** The read of the configuration a start began, until it is known; undefined when none is under way. */
export function pendingStoreConfig(): Promise<void> | undefined {
  return loaded ? undefined : loading
}

/** The server's store API base: `STORE_API_URL` of its environment (a run-time setting), else undefined. */
function serverApiBase(): string | undefined {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env
  return env?.STORE_API_URL || undefined
}

/** The store API base a runtime handed over with a request (`setServerApiBase`); server only. */
let handedServerApiBase: string | undefined

/**
 * Points the server renderer at the store API `url` (e.g. `https://api.shop.in/api/v1`) from now on,
 * for runtimes that give their settings to each request rather than to the process (a Worker's
 * `env.STORE_API_URL`): it wins over `STORE_API_URL` of the process. The caller checks that it is an
 * http(s) URL. No effect in the browser.
 */
export function setServerApiBase(url: string): void {
  if (onServer) handedServerApiBase = url.replace(/\/+$/, '')
}

const LOCALHOST = { protocol: 'http:', hostname: 'localhost', host: 'localhost' }

/** The store API base a service worker was handed (see setWorkerApiBase). */
let workerApiBase: string | undefined

/**
 * Points a context without a page (the service worker sending saved orders) at the store API
 * `url` the page was using (e.g. `https://api.shop.in/api/v1`); undefined drops it. The page never calls it.
 */
export function setWorkerApiBase(url: string | undefined): void {
  workerApiBase = url?.replace(/\/+$/, '')
}

/**
 * The store API base a request goes to now. Server: the handed base, else `STORE_API_URL`, else the
 * localhost rule. Browser: the configuration `loadStoreConfig` learnt (or the page carries), else
 * the default rule for the page's address. A service worker: the base the page handed it.
 */
export function currentApiBase(): string {
  if (onServer) return resolveApiBase(LOCALHOST, handedServerApiBase ?? serverApiBase())
  if (typeof window === 'undefined') return resolveApiBase(LOCALHOST, workerApiBase)
  browserConfig ??= configInPage() ?? undefined
  return resolveApiBase(window.location, browserConfig?.apiBase ?? undefined)
}

/** This build's id (package version + build time, set by vite.config.ts): a new build drops the persisted query cache. */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev'

/** Every request gives up after this long (ms), so no loading state is endless. */
export const REQUEST_TIMEOUT_MS = 8000
