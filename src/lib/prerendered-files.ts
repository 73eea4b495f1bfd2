/*
 * Where the build puts its static first views, and so where a host and the service worker find
 * them: the build's prerender step writes these files, the static server, the HTML server and the
 * worker read them. No DOM, Node or worker API here: all three import it.
 */

/** The route-neutral first view, for every path without a page of its own (a static host's SPA fallback). */
export const SHELL_FILE = 'shell.html'

/**
 * The built index.html as it was before home's page filled it (header and a neutral placeholder):
 * the document an HTML server renders pages into. Under a dot folder, so no host serves it.
 */
export const TEMPLATE_FILE = '.vite/index.template.html'

/** A prerendered page's path: one plain lower-case segment (`login`, `track-order`). */
const PAGE_PATH = /^\/([a-z0-9-]+)\/?$/

/**
 * The file of a prerendered path, as static hosts with clean URLs serve it: `/` → `index.html`,
 * `/login` → `login.html`. Throws for a path that cannot name its own file (more than one segment,
 * upper case, `/index`, `/shell`).
 */
export function prerenderedFile(path: string): string {
  if (path === '/') return 'index.html'
  const file = prerenderedFileFor(path)
  if (!file) throw new Error(`cannot prerender ${path}: one lower-case segment only, not index or shell`)
  return file
}

/**
 * The file a request path's prerendered page would be in (`/login` or `/login/` → `login.html`),
 * or null when the path cannot have one: home is index.html, served as the directory index, and
 * `/index` and `/shell` are no pages of their own (they would get home's page or the shell).
 */
export function prerenderedFileFor(pathname: string): string | null {
  const segment = PAGE_PATH.exec(pathname)?.[1]
  if (!segment || segment === 'index' || `${segment}.html` === SHELL_FILE) return null
  return `${segment}.html`
}

/**
 * The attribute of a prerendered page's `#root-end` naming the path its first view was rendered for
 * (`data-prerendered="/login"`); its router state's script follows it. The browser hydrates the view
 * at that path only (a host may send index.html, home's page, for any path).
 */
export const PRERENDERED_MARK = 'data-prerendered'
