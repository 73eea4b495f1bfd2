/*
 * Where the build puts its static first views, and so where a static host finds them: the writer
 * (vite-prerender.ts) and the server (static-server.ts) share these names.
 */

/** The route-neutral first view, for every path without a page of its own (a host's SPA fallback). */
export const SHELL_FILE = 'shell.html'

/** Path segments a prerendered page may have: one plain lower-case word (`login`, `track-order`). */
const PAGE_PATH = /^\/([a-z0-9-]+)\/?$/

/**
 * The file of a prerendered path, as static hosts with clean URLs serve it: `/` → `index.html`,
 * `/login` → `login.html`. Throws for a path that cannot be a file name (more than one segment).
 */
export function prerenderedFile(path: string): string {
  if (path === '/') return 'index.html'
  const match = PAGE_PATH.exec(path)
  if (!match) throw new Error(`cannot prerender ${path}: one lower-case segment only`)
  return `${match[1]}.html`
}

/**
 * The file a request path's prerendered page would be in (`/login` or `/login/` → `login.html`),
 * or null when the path cannot have one (home is index.html, served as the directory index).
 */
export function prerenderedFileFor(pathname: string): string | null {
  const match = PAGE_PATH.exec(pathname)
  return match ? `${match[1]}.html` : null
}
