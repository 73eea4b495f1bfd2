/** What the edge build embeds from the browser build, so the Worker reads no files. */
declare module 'virtual:storefront-build' {
  export const template: string
  export const routeModules: [string, string[]][]
  export const entry: string | null
}
