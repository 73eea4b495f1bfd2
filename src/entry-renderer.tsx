/** The server renderer's entry; never imports src/main.tsx, which starts the browser's client as it loads. */
export { renderPage, type RenderedPage, type RenderOptions } from './ssr/render-page'
export { prepareTemplate, NONCE_SLOT } from './ssr/template'
export type { LcpImage } from './ssr/lcp-image'
