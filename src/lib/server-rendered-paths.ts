/*
 * The one list of pages the HTML server renders with their store data. The server (which renders
 * them) and the service worker (which asks the network first for them) both read it, so the module
 * touches no DOM, no Node API and no worker global.
 */

/**
 * Whether the HTML server renders `pathname`'s first view: home (`/`), a listing (`/products`,
 * whatever its query) or a product (`/product/{id}`: one segment, dots allowed, a trailing slash
 * too). Every other path gets the build's static first view (its prerendered page or the shell).
 */
export function rendersOnServer(pathname: string): boolean {
  return pathname === '/' || pathname === '/products' || /^\/product\/[^/]+\/?$/.test(pathname)
}
