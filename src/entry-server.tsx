/**
 * The server renderer's entry (`vite build --ssr` bundles it into dist-server/entry-server.js):
 * what serve/ssr-server.ts calls. It never imports src/main.tsx, which starts the browser's
 * client, persistence and service worker as it loads.
 */
export { renderPage, type RenderedPage, type RenderOptions } from './ssr/render-page'
export { prepareTemplate, NONCE_SLOT } from './ssr/template'
export type { LcpImage } from './ssr/lcp-image'
