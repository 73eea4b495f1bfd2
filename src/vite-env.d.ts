/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

declare const __APP_VERSION__: string
/** The year the build was made (a number; the server renderer's and the browser's builds agree). */
declare const __BUILD_YEAR__: number
