/**
 * The server renderer's entry (`vite build --ssr` bundles it into dist-server/entry-server.js):
 * what scripts/ssr-server.ts calls. It never imports src/app/app.tsx, which starts the browser's
 * client, persistence and service worker as it loads.
 */
export { renderPage, type RenderedPage, type RenderOptions } from './server/render-page'
export { prepareTemplate, NONCE_SLOT } from './server/template'
export type { LcpImage } from './server/lcp-image'
