export const SHELL_FILE = 'shell.html'

/** The built index.html before home filled it, for an HTML server; under a dot folder, so never served. */
export const TEMPLATE_FILE = '.vite/index.template.html'

const PAGE_PATH = /^\/([a-z0-9-]+)\/?$/

/** `/` → `index.html`, `/login` → `login.html`. @throws for a path that cannot name its own file. */
export function prerenderedFile(path: string): string {
  if (path === '/') return 'index.html'
  const file = prerenderedFileFor(path)
  if (!file) throw new Error(`cannot prerender ${path}: one lower-case segment only, not index or shell`)
  return file
}

/** `/login` or `/login/` → `login.html`; null for `/`, `/index`, `/shell` and anything not one lower-case segment. */
export function prerenderedFileFor(pathname: string): string | null {
  const segment = PAGE_PATH.exec(pathname)?.[1]
  if (!segment || segment === 'index' || `${segment}.html` === SHELL_FILE) return null
  return `${segment}.html`
}

/** On `#root-end`: the path a prerendered view was rendered for; hydrated only there (hosts send home anywhere). */
export const PRERENDERED_MARK = 'data-prerendered'
