/* Size caps of a server-rendered page, so a hostile store cannot make a huge page. */

export const MAX_DEHYDRATED_BYTES = 256 * 1024
export const MAX_MARKUP_BYTES = 512 * 1024

export class PageTooLargeError extends Error {
  override readonly name = 'PageTooLargeError'
}

const encoder = new TextEncoder()

/** Encodes only when the length leaves doubt (a UTF-16 unit is 1–3 bytes). */
function overBytes(text: string, max: number): boolean {
  if (text.length > max) return true
  if (text.length * 3 <= max) return false
  return encoder.encode(text).byteLength > max
}

/** @throws PageTooLargeError when `scripts` > 256 KB or `app` > 512 KB */
export function checkPageCaps({ app, scripts }: { app: string; scripts: string }): void {
  if (overBytes(scripts, MAX_DEHYDRATED_BYTES))
    throw new PageTooLargeError(`The page's state is over ${MAX_DEHYDRATED_BYTES} bytes`)
  if (overBytes(app, MAX_MARKUP_BYTES))
    throw new PageTooLargeError(`The page's markup is over ${MAX_MARKUP_BYTES} bytes`)
}
