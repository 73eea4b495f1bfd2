/**
 * What the edge build (vite.edge.config.ts) embeds from the browser build it is deployed with, so
 * the Worker needs no file of its own at run time.
 */
declare module 'virtual:storefront-build' {
  /** The built index.html, as the build wrote it. */
  export const template: string
  /** `routeModules` of the build's Vite manifest, as entries: route id → the files its chunks need. */
  export const routeModules: [string, string[]][]
  /** The browser build's entry chunk (`/assets/index-….js`), or null. */
  export const entry: string | null
}
