/*
 * What one server-rendered page may embed. The renderer writes whatever the store sent into the
 * page twice (as markup and as the state the browser takes over), so a hostile or broken store could
 * make a page of many megabytes. Over a cap the page is not sent: the caller sends the plain shell
 * and the browser renders the page itself, as on a static host.
 */

/** The most the page's scripts (the router's and queries' dehydrated state) may weigh, in bytes (256 KB). */
export const MAX_DEHYDRATED_BYTES = 256 * 1024
/** The most the rendered app markup may weigh, in bytes (512 KB). */
export const MAX_MARKUP_BYTES = 512 * 1024

/** A rendered page over one of its caps. */
export class PageTooLargeError extends Error {
  override readonly name = 'PageTooLargeError'
}

const encoder = new TextEncoder()

/** UTF-8 size of `text`, measured only when its length leaves doubt (a UTF-16 unit is 1–3 bytes). */
function overBytes(text: string, max: number): boolean {
  if (text.length > max) return true
  if (text.length * 3 <= max) return false
  return encoder.encode(text).byteLength > max
}

/**
 * Checks a rendered page against its caps: `scripts` (the dehydrated state) ≤ 256 KB, `app` (the
 * markup) ≤ 512 KB. @throws PageTooLargeError naming the part over its cap
 */
export function checkPageCaps({ app, scripts }: { app: string; scripts: string }): void {
  if (overBytes(scripts, MAX_DEHYDRATED_BYTES))
    throw new PageTooLargeError(`The page's state is over ${MAX_DEHYDRATED_BYTES} bytes`)
  if (overBytes(app, MAX_MARKUP_BYTES))
    throw new PageTooLargeError(`The page's markup is over ${MAX_MARKUP_BYTES} bytes`)
}
