/**
 * True when this page's `#root` holds markup rendered by the server (it marks the element with
 * `data-ssr`); the browser entry then hydrates it instead of rendering from scratch. Always false
 * outside a browser and on a static host, whose index.html carries no such mark.
 */
export const serverRendered: boolean =
  typeof document !== 'undefined' && document.getElementById('root')?.hasAttribute('data-ssr') === true
