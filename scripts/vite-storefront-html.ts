import type { IndexHtmlTransformContext, Plugin } from 'vite'
import { metaPolicy } from '../src/ssr/csp.ts'
import { HEADER_SIZE_CSS } from '../src/styles/header-size.ts'

/**
 * Additions to index.html:
 * - the header's size as CSS custom properties (src/styles/header-size.ts), read by the shell
 *   header in index.html and the app's header (also in `npm run dev`);
 * - at build time, a Content-Security-Policy `<meta http-equiv>` fallback for hosts that do not
 *   send the header (`npm start` sends it; frame-ancestors only works as a header);
 * - at build time, a modulepreload of the persister's chunks (src/app/persister.ts and what it
 *   imports): a start with a saved catalogue (a repeat visit, offline) renders only once it has
 *   read it, and the entry would ask for that code only once it has run. The server's template
 *   leaves it out (`serverTemplate`).
 * The store API is run-time configuration (src/lib/config.ts), so the build names no API origin:
 * the directives that would need it are left to the server's header, and the API preconnect to the
 * server's `Link` header.
 * vite.config.ts imports this file (and it imports csp.ts) with the `.ts` extension, which Vite's
 * native config loader needs.
 */
export function storefrontHtml(): Plugin {
  let build = false
  return {
    name: 'storefront-html',
    configResolved(config) {
      build = config.command === 'build'
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html: string, ctx: IndexHtmlTransformContext) =>
        injectHead(html, { csp: build, modulepreload: build ? persisterFiles(ctx) : [] }),
    },
  }
}

/**
 * Inserts the CSP meta (unless `csp` is false) and the header-size rule right after `<meta charset>`:
 * a meta policy only governs what the parser meets after it, and the charset must stay in the
 * first 1024 bytes.
 */
export function injectHead(
  html: string,
  { csp = true, modulepreload = [] }: { csp?: boolean; modulepreload?: string[] } = {},
): string {
  const policy = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(null).replace(/"/g, '&quot;')}" />`
  const preloads = modulepreload.map(
    (file) => `<link rel="modulepreload" crossorigin href="/${file}" ${CLIENT_START_ATTRIBUTE} />`,
  )
  const tag = [csp && policy, `<style>${HEADER_SIZE_CSS}</style>`, ...preloads].filter(Boolean).join('\n    ')
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html)
  if (charset) {
    const at = charset.index + charset[0].length
    return `${html.slice(0, at)}\n    ${tag}${html.slice(at)}`
  }
  return html.replace(/<head>/i, `<head>\n    ${tag}`)
}

/** Marks a preload only a start in the browser needs (the persister's), which a server's template leaves out. */
const CLIENT_START_ATTRIBUTE = 'data-client-start'

/**
 * `html` without the preloads only a start in the browser needs: the template a server renders pages
 * into. A server-rendered page restores the saved catalogue only after it has hydrated, so fetching
 * that code beside the page's photos and its own code would only slow them.
 */
export function serverTemplate(html: string): string {
  return html.replace(new RegExp(`\\s*<link [^>]*${CLIENT_START_ATTRIBUTE}[^>]*>`, 'g'), '')
}

/**
 * The built files of the chunk holding src/app/persister.ts and of the chunks it imports, entries left out
 * (index.html loads those itself); none outside a build or when the chunk is missing.
 */
export function persisterFiles(ctx: Pick<IndexHtmlTransformContext, 'bundle'>): string[] {
  const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk')
  // Its own chunk, or a group's (vite.config.ts puts it with what it imports).
  const persister = chunks.find((c) => c.moduleIds.some((id) => id.endsWith('/src/app/persister.ts')))
  if (!persister) return []
  const entries = new Set(chunks.filter((c) => c.isEntry).map((c) => c.fileName))
  return [persister.fileName, ...persister.imports.filter((file) => !entries.has(file))]
}
