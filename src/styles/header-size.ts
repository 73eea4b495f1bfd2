/*
 * The header's height, said once. The shell header in index.html (painted before any script) and
 * the app's header (widgets/layout/header.tsx) must be the same height, or the page moves when the
 * app replaces the shell: both read these CSS custom properties, which the build writes into the
 * HTML's <head> (scripts/vite-storefront-html.ts).
 */

/** The header's first row (store name, search, buttons), in px. */
export const HEADER_ROW_PX = 56
/** From the `lg` breakpoint, the menu links' second row below it, in px (also each link's height). */
export const HEADER_MENU_ROW_PX = 44

/** The `<style>` rule declaring them: `--header-row` and `--header-menu-row`. */
export const HEADER_SIZE_CSS = `:root{--header-row:${HEADER_ROW_PX}px;--header-menu-row:${HEADER_MENU_ROW_PX}px}`
