import * as v from 'valibot'

// Data only, no runtime state, so Node tools import it too.

export const STORE_CONFIG_ELEMENT_ID = 'store-config'
export const STORE_CONFIG_PATH = '/config.json'

/** The default API base for `protocol//host`: port 8044 on localhost, else `api.` + host; null for a forged host. */
export function apiBaseFor(protocol: string, host: string, configured?: string | null): string | null {
  if (configured) return configured.replace(/\/+$/, '')
  const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]
  if (!/^[a-z0-9.\-[\]:]+$/i.test(host) || !hostname) return null
  if (hostname === 'localhost' || hostname === '127.0.0.1') return `http://${hostname}:8044/api/v1`
  return `${protocol === 'https:' ? 'https:' : 'http:'}//api.${host}/api/v1`
}

function parses(s: string): boolean {
  try {
    new URL(s)
    return true
  } catch {
    return false
  }
}

const apiBaseSchema = v.pipe(
  v.string(),
  v.maxLength(2048),
  v.check((s) => /^https?:\/\//i.test(s) && parses(s), 'not an http(s) URL'),
  v.transform((s) => s.replace(/\/+$/, '')),
)

const storeConfigSchema = v.object({ apiBase: v.nullish(apiBaseSchema) })

export interface StoreConfig {
  /** e.g. `https://api.shop.example.in/api/v1`; null for the default rule. */
  apiBase: string | null
}

export function parseStoreConfig(raw: unknown): StoreConfig | null {
  if (Array.isArray(raw)) return null
  const result = v.safeParse(storeConfigSchema, raw)
  return result.success ? { apiBase: result.output.apiBase ?? null } : null
}

/** A `STORE_API_URL` setting as an API base, null when unset. @throws Error when it is not an http(s) URL. */
export function apiBaseSetting(raw: string | undefined): string | null {
  if (!raw) return null
  const config = parseStoreConfig({ apiBase: raw })
  if (!config?.apiBase) throw new Error(`STORE_API_URL is not an http(s) URL: ${raw.slice(0, 100)}`)
  return config.apiBase
}

/** The JSON `<script>` handing the browser `config`; `<` escaped so no value can close it. */
export function storeConfigScript(config: StoreConfig): string {
  const json = JSON.stringify({ apiBase: config.apiBase }).replace(/</g, '\\u003c')
  return `<script id="${STORE_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`
}
