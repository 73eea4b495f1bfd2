/** The paths the HTML server renders with store data (read by the service worker too); others are static. */
export function rendersOnServer(pathname: string): boolean {
  return pathname === '/' || pathname === '/products' || /^\/product\/[^/]+\/?$/.test(pathname)
}
