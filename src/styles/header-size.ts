// The header's height in px, shared with index.html's shell header so the page does not move on hydration.

export const HEADER_ROW_PX = 56
/** From the `md` breakpoint, the menu links' second row (also each link's height). */
export const HEADER_MENU_ROW_PX = 44

export const HEADER_SIZE_CSS = `:root{--header-row:${HEADER_ROW_PX}px;--header-menu-row:${HEADER_MENU_ROW_PX}px}`
