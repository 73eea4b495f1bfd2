/** The build's prerender entry; never imports src/main.tsx, which starts the browser's client as it loads. */
export { PRERENDERED_PATHS, prerenderPath, prerenderShell, type PrerenderedView } from './ssr/prerender-page'
