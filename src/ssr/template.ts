/**
 * The built index.html made ready for server rendering, once at start-up: no doctype (the router's
 * response adds one), no CSP meta (its `script-src 'self'` would block the router's inline scripts,
 * as both policies apply; the header carries the policy with the response's nonce), and a
 * `csp-nonce` meta the client router reads its nonce from. `__CSP_NONCE__` is replaced per response.
 */
export function prepareTemplate(html: string): string {
  return (
    html
      .replace(/^<!doctype html>\s*/i, '')
      // The router adds its late scripts before the exact bytes `</body></html>`.
      .replace(/<\/body>\s*<\/html>\s*$/i, '</body></html>')
      .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>\s*/i, '')
      .replace(
        /<meta charset="[^"]*"\s*\/?>/i,
        (m) => `${m}\n    <meta property="csp-nonce" content="${NONCE_SLOT}" />`,
      )
  )
}

/** The element right after `#root` (as in index.html): index.html's CSS shows the page once it is parsed. */
export const ROOT_END = '<div id="root-end" hidden></div>'

/** Where `prepareTemplate` leaves room for the response's nonce. */
export const NONCE_SLOT = '__CSP_NONCE__'

/**
 * Puts the rendered app into the prepared template: `#root`'s static first view is replaced (and
 * the element marked `data-ssr`, which makes the browser entry hydrate), the router's scripts follow
 * it outside `#root` (after `ROOT_END`, so the page shows once the app's markup is in and hydration
 * never sees them), and `head` (styles, preloads) goes at the end
 * of `<head>`. Throws when the template has no `#root`.
 */
export function fillTemplate(template: string, parts: { app: string; scripts: string; head: string }): string {
  const start = template.indexOf('<div id="root">')
  const end = template.lastIndexOf('</body>')
  if (start < 0 || end < start) throw new Error('index.html has no #root')
  return (
    template.slice(0, start).replace('</head>', `${parts.head}</head>`) +
    `<div id="root" data-ssr>${parts.app}</div>${ROOT_END}${parts.scripts}` +
    template.slice(end)
  )
}
