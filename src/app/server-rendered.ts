import { movedSinceServed, servedUrl } from './early-history-moves'

/**
 * True when this page's `#root` holds markup rendered by the server (it marks the element with
 * `data-ssr`). Always false outside a browser and on a static host, whose index.html carries no
 * such mark.
 */
export const serverRendered: boolean =
  typeof document !== 'undefined' && document.getElementById('root')?.hasAttribute('data-ssr') === true

/**
 * True when the browser entry hydrates the server's markup instead of rendering from scratch: the
 * page was server-rendered and its address is still the one it was rendered for. After a Back /
 * Forward taken before the scripts ran (early-history-moves.ts), the markup is another page's and
 * the app renders over it, as on a static host.
 */
export const hydratesServerMarkup: boolean = serverRendered && !movedSinceServed(location.href, servedUrl())
