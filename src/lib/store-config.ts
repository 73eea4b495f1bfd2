import * as v from 'valibot'

/*
 * The store's run-time configuration as data: its shape, where it is found, and how a server
 * hands it to the browser. No runtime state here, so Node tools (the static server, the edge
 * build's headers) import it too; src/lib/config.ts learns it in the browser.
 */

/** The id of the `<script type="application/json">` a server writes the store's configuration into. */
export const STORE_CONFIG_ELEMENT_ID = 'store-config'
/** Where a static host keeps the store's configuration, beside index.html. */
export const STORE_CONFIG_PATH = '/config.json'

/**
 * The default store API base when nothing is configured, for a page at `protocol//host` (`host`
 * as in a Host header, with its port): on localhost / 127.0.0.1 port 8044 of the same host name,
 * elsewhere the site's `api.` sub-domain. `configured` (trailing slashes dropped) wins. Null when
 * `host` is not a plain host name (a forged Host header names no origin).
 */
export function apiBaseFor(protocol: string, host: string, configured?: string | null): string | null {
  if (configured) return configured.replace(/\/+$/, '')
  const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]
  if (!/^[a-z0-9.\-[\]:]+$/i.test(host) || !hostname) return null
  if (hostname === 'localhost' || hostname === '127.0.0.1') return `http://${hostname}:8044/api/v1`
  return `${protocol === 'https:' ? 'https:' : 'http:'}//api.${host}/api/v1`
}

/** Whether `s` parses as a URL (URL.canParse is newer than the browsers we serve). */
function parses(s: string): boolean {
  try {
    new URL(s)
    return true
  } catch {
    return false
  }
}

/** An http(s) URL of at most 2048 characters, without its trailing slashes. */
const apiBaseSchema = v.pipe(
  v.string(),
  v.maxLength(2048),
  v.check((s) => /^https?:\/\//i.test(s) && parses(s), 'not an http(s) URL'),
  v.transform((s) => s.replace(/\/+$/, '')),
)

/** The store's run-time configuration. `apiBase` null or missing: the default rule. */
const storeConfigSchema = v.object({ apiBase: v.nullish(apiBaseSchema) })

/** The store's run-time configuration, checked. */
export interface StoreConfig {
  /** The store API base, e.g. `https://api.shop.example.in/api/v1`; null for the default rule. */
  apiBase: string | null
}

/** `raw` (parsed JSON) as a StoreConfig, or null when it is not one (an extra field is ignored). */
export function parseStoreConfig(raw: unknown): StoreConfig | null {
  if (Array.isArray(raw)) return null
  const result = v.safeParse(storeConfigSchema, raw)
  return result.success ? { apiBase: result.output.apiBase ?? null } : null
}

/**
 * A `STORE_API_URL` setting (a server's environment) as an API base without its trailing slashes;
 * null when unset or empty.
 * @throws Error when it is set but is not an http(s) URL.
 */
export function apiBaseSetting(raw: string | undefined): string | null {
  if (!raw) return null
  const config = parseStoreConfig({ apiBase: raw })
  if (!config?.apiBase) throw new Error(`STORE_API_URL is not an http(s) URL: ${raw.slice(0, 100)}`)
  return config.apiBase
}

/**
 * The `<script>` element a server puts in a page to hand the browser `config`: JSON with `<` escaped,
 * so no value can close the element.
 */
export function storeConfigScript(config: StoreConfig): string {
  const json = JSON.stringify({ apiBase: config.apiBase }).replace(/</g, '\\u003c')
  return `<script id="${STORE_CONFIG_ELEMENT_ID}" type="application/json">${json}</script>`
}
