import type { Plugin } from 'vite'
/** See vite-storefront-html.mjs. */
export function storefrontHtml(): Plugin
export function injectHead(html: string, apiBase: string | null): string
