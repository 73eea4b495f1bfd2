/**
 * The build's prerender entry: scripts/vite-prerender.ts builds it for Node during `vite build` and
 * calls it to write the static first views (the prerendered pages and shell.html) into the build.
 * Like the server renderer's entry, it never imports src/main.tsx, which starts the browser's
 * client, persistence and service worker as it loads.
 */
export { PRERENDERED_PATHS, prerenderPath, prerenderShell, type PrerenderedView } from './ssr/prerender-page'
