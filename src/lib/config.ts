import { onServer } from './on-server'
import {
  apiBaseFor,
  parseStoreConfig,
  STORE_CONFIG_ELEMENT_ID,
  STORE_CONFIG_PATH,
  type StoreConfig,
} from './store-config'

// One build, any store: the API base comes from the page, config.json or the default rule; saved for offline starts.

const SAVED_CONFIG_KEY = 'storefront-store-config'
// 2 s with a saved configuration to fall back on; a first start waits rather than call another store's API.
const CONFIG_TIMEOUT_MS = 2000
const FIRST_CONFIG_TIMEOUT_MS = 20_000
const MAX_CONFIG_CHARS = 4096

export function resolveApiBase(location: Pick<Location, 'protocol' | 'host'>, override?: string): string {
  return apiBaseFor(location.protocol, location.host, override) ?? ''
}

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

/** config.json's configuration; null when there is none (404, or invalid: logged); undefined when unreadable. */
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

/** The browser's store configuration, learnt once per app before its first request. */
export interface BrowserStoreConfig {
  /** Learns it (once): the page's, config.json, the saved one or the default rule. Never rejects. */
  load(fetchImpl?: typeof fetch): Promise<void>
  /** The learning under way, else undefined (requests wait for it). */
  pending(): Promise<void> | undefined
  /** The API base now: the configuration learnt (or written into the page), else the default rule. */
  apiBase(): string
}

/** The configuration of a browser app (on the server: the localhost rule; the server's comes with each render). */
export function createBrowserStoreConfig(): BrowserStoreConfig {
  let config: StoreConfig | undefined
  let loading: Promise<void> | undefined
  let loaded = false
  return {
    load(fetchImpl = fetch) {
      if (onServer) return Promise.resolve()
      loading ??= (async () => {
        const inPage = configInPage()
        if (inPage) {
          config = inPage
          saveConfig(inPage.apiBase ? inPage : null)
        } else {
          const saved = savedConfig()
          const read = await fetchConfigFile(fetchImpl, saved ? CONFIG_TIMEOUT_MS : FIRST_CONFIG_TIMEOUT_MS)
          if (read !== undefined) saveConfig(read?.apiBase ? read : null)
          // null (no config.json) means the default rule, not the saved store.
          config = (read === undefined ? saved : read) ?? { apiBase: null }
        }
        loaded = true
      })()
      return loading
    },
    pending: () => (loaded ? undefined : loading),
    apiBase() {
      if (onServer || typeof window === 'undefined') return resolveApiBase(LOCALHOST)
      config ??= configInPage() ?? undefined
      return resolveApiBase(window.location, config?.apiBase ?? undefined)
    },
  }
}

const LOCALHOST = { protocol: 'http:', hostname: 'localhost', host: 'localhost' }

/** The store API a server render reads: `handed` (a Worker's setting), else `STORE_API_URL`, else localhost's. */
export function serverApiBase(handed?: string | null): string {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env
  return resolveApiBase(LOCALHOST, handed || env?.STORE_API_URL || undefined)
}

/** A new build's id drops the persisted query cache. */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev'

export const REQUEST_TIMEOUT_MS = 8000
