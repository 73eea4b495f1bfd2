/**
 * The built index.html made ready for server rendering, once at start-up: no doctype (the router's
 * response adds one), no CSP meta (its `script-src 'self'` would block the router's inline scripts,
 * as both policies apply; the header carries the policy with the response's nonce), and a
 * `csp-nonce` meta carrying the nonce in its `nonce` attribute, as Vite's `html.cspNonce` does:
 * browsers hide a `nonce` attribute from the DOM and from CSS selectors (only the element's `nonce`
 * property reads it), where a `content` attribute could be read by injected CSS or markup.
 * `__CSP_NONCE__` is replaced per response.
 */
export function prepareTemplate(html: string): string {
  return (
    html
      .replace(/^<!doctype html>\s*/i, '')
      // The router adds its late scripts before the exact bytes `</body></html>`.
      .replace(/<\/body>\s*<\/html>\s*$/i, '</body></html>')
      .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>\s*/i, '')
      .replace(/<meta charset="[^"]*"\s*\/?>/i, (m) => `${m}\n    <meta property="csp-nonce" nonce="${NONCE_SLOT}" />`)
  )
}

/** The element right after `#root` (as in index.html): index.html's CSS shows the page once it is parsed. */
export const ROOT_END = '<div id="root-end" hidden></div>'

/** How `#root` opens in index.html and in the build's static pages. */
const STATIC_ROOT = '<div id="root">'

/** How the server-rendered `#root` opens (`fillTemplate`); the browser entry hydrates such a root. */
export const SSR_ROOT = '<div id="root" data-ssr>'

/** Where `prepareTemplate` leaves room for the response's nonce. */
export const NONCE_SLOT = '__CSP_NONCE__'

/**
 * Puts the rendered app into the prepared template: `#root`'s static first view is replaced (and
 * the element marked `data-ssr`, which makes the browser entry hydrate), the router's scripts follow
 * it outside `#root` (after `ROOT_END`, so the page shows once the app's markup is in and hydration
 * never sees them), and `head` (styles, preloads) goes at the end
 * of `<head>`, and `<html lang>` set to `lang` when given (the page's language). Throws when the
 * template has no `#root`.
 */
export function fillTemplate(
  template: string,
  parts: { app: string; scripts: string; head: string; lang?: string },
): string {
  const start = template.indexOf(STATIC_ROOT)
  const end = template.lastIndexOf('</body>')
  if (start < 0 || end < start) throw new Error('index.html has no #root')
  const before = template.slice(0, start).replace('</head>', `${parts.head}</head>`)
  return (
    (parts.lang ? before.replace(/<html lang="[^"]*"/i, `<html lang="${parts.lang}"`) : before) +
    `${SSR_ROOT}${parts.app}</div>${ROOT_END}${parts.scripts}` +
    template.slice(end)
  )
}

/** Where `#root` starts in a prepared template. @throws when the template has no `#root` */
function rootStart(template: string): number {
  const start = template.indexOf(STATIC_ROOT)
  if (start < 0) throw new Error('index.html has no #root')
  return start
}

/**
 * The document up to `#root`, sent ahead of a page whose data is still on its way: the doctype, the
 * head (CSS, module scripts, the store's configuration) and `<html lang>` set to `lang`. The page's
 * own styles then come in the body, before `#root` (see `renderedRest`). @throws without `#root`
 */
export function documentHead(template: string, lang: string): string {
  const before = template.slice(0, rootStart(template))
  return `<!DOCTYPE html>${before.replace(/<html lang="[^"]*"/i, `<html lang="${lang}"`)}`
}

/**
 * What follows `documentHead` for a rendered page: its style tags, then the document `fillTemplate`
 * made from `#root` on. Styles in the body apply before `#root` is shown, as the CSS of index.html
 * keeps `#root` hidden until `ROOT_END` is parsed. @throws when `html` has no server-rendered root
 */
export function renderedRest(html: string, styles: string): string {
  const start = html.indexOf(SSR_ROOT)
  if (start < 0) throw new Error('the rendered page has no server-rendered #root')
  return styles + html.slice(start)
}

/** The style tags styled-components wrote into a built page's head (`<style data-styled …>`). */
const STYLED_TAGS = /<style[^>]*\sdata-styled[^>]*>[\s\S]*?<\/style>/g

/**
 * What follows `documentHead` when the page cannot be rendered: the static answer for the path
 * (`html`: its prerendered page, or the shell), from `#root` on, with the styles of its head first,
 * for the browser to render as on a static host. Falls back to `template`'s own shell when `html`
 * has no `#root` (an answer that is not one of the build's pages). @throws when neither has one
 */
export function staticRest(html: string, template: string): string {
  const start = html.indexOf(STATIC_ROOT)
  if (start < 0) return template.slice(rootStart(template))
  const head = html.slice(0, start)
  return (head.match(STYLED_TAGS) ?? []).join('') + html.slice(start)
}
