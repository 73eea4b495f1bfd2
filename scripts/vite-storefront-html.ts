import type { Plugin } from 'vite'
import { metaPolicy } from '../src/server/csp.ts'

/**
 * Build-time addition to index.html: a Content-Security-Policy `<meta http-equiv>` fallback for
 * hosts that do not send the header (`npm start` sends it; frame-ancestors only works as a header).
 * The store API is run-time configuration (src/lib/config.ts), so the build names no API origin:
 * the directives that would need it are left to the server's header, and the API preconnect to the
 * server's `Link` header.
 * vite.config.ts imports this file (and it imports csp.ts) with the `.ts` extension, which Vite's
 * native config loader needs.
 */
export function storefrontHtml(): Plugin {
  return {
    name: 'storefront-html',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html: string) => injectHead(html),
    },
  }
}

/**
 * Inserts the CSP meta right after `<meta charset>`: a meta policy only governs what the parser
 * meets after it, and the charset must stay in the first 1024 bytes.
 */
export function injectHead(html: string): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(null).replace(/"/g, '&quot;')}" />`
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html)
  if (charset) {
    const at = charset.index + charset[0].length
    return `${html.slice(0, at)}\n    ${tag}${html.slice(at)}`
  }
  return html.replace(/<head>/i, `<head>\n    ${tag}`)
}
