import type { Plugin } from 'vite'
import { metaPolicy, originOf } from '../src/server/csp.ts'

/**
 * Build-time additions to index.html:
 * - a Content-Security-Policy `<meta http-equiv>` fallback for hosts that do not send the header
 *   (`npm start` sends it; frame-ancestors only works as a header);
 * - `<link rel="preconnect">` to the API origin when the build knows it (VITE_API_BASE_URL), so the
 *   TCP set-up overlaps the JavaScript download; for `api.<host>` the server's `Link` header does it;
 * - `.vite/api-base.json` recording that API base, read by scripts/static-server.ts for its CSP header.
 * vite.config.ts imports this file (and it imports csp.ts) with the `.ts` extension, which Vite's
 * native config loader needs.
 */
export function storefrontHtml(): Plugin {
  let apiBase: string | null = null
  return {
    name: 'storefront-html',
    apply: 'build',
    configResolved(config) {
      const raw = config.env.VITE_API_BASE_URL
      apiBase = typeof raw === 'string' && raw ? raw.replace(/\/+$/, '') : null
    },
    transformIndexHtml: {
      order: 'post',
      handler(html: string) {
        return injectHead(html, apiBase)
      },
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '.vite/api-base.json', source: `${JSON.stringify({ apiBase })}\n` })
    },
  }
}

/**
 * Inserts the CSP meta (and the API preconnect) right after `<meta charset>`: a meta policy only
 * governs what the parser meets after it, and the charset must stay in the first 1024 bytes.
 * The preconnect has no `crossorigin`: the API client sends credentials, so its requests (and the
 * images) use the credentialed connection pool. `apiBase` is the build's API base URL, null when unknown.
 */
export function injectHead(html: string, apiBase: string | null): string {
  const apiOrigin = originOf(apiBase)
  const policy = metaPolicy(apiOrigin).replace(/"/g, '&quot;')
  const tags = [`<meta http-equiv="Content-Security-Policy" content="${policy}" />`]
  if (apiOrigin) tags.push(`<link rel="preconnect" href="${apiOrigin}" />`)
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html)
  if (charset) {
    const at = charset.index + charset[0].length
    return `${html.slice(0, at)}\n    ${tags.join('\n    ')}${html.slice(at)}`
  }
  return html.replace(/<head>/i, `<head>\n    ${tags.join('\n    ')}`)
}
