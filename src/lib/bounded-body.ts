/**
 * The most bytes of one store answer that are read: 4 MB in the server renderer (one process reads
 * for every shopper, so its memory must stay flat whatever a store sends), 64 MB in a browser (one
 * shopper's device: a page of products padded with 100 KB texts still shows; an endless answer
 * does not fill the tab).
 */
export const MAX_ANSWER_BYTES = { server: 4 * 1024 * 1024, browser: 64 * 1024 * 1024 } as const

/** A store answer was larger than what is read of it; the rest was not downloaded. */
export class AnswerTooLargeError extends Error {
  override readonly name = 'AnswerTooLargeError'
}

/**
 * The body of `response` as text (UTF-8), reading at most `maxBytes`: an announced Content-Length
 * over it is refused before reading, and a body that grows past it is cancelled there, so an
 * endless or huge answer never sits in memory whole.
 * @throws AnswerTooLargeError; whatever reading the body throws (a cut connection, an abort)
 */
export async function readTextWithin(response: Response, maxBytes: number): Promise<string> {
  const announced = Number(response.headers.get('content-length'))
  if (Number.isFinite(announced) && announced > maxBytes) {
    await response.body?.cancel().catch(() => undefined)
    throw new AnswerTooLargeError(`The answer announces ${announced} bytes, over ${maxBytes}`)
  }
  if (!response.body) return ''
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let read = 0
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    read += value.byteLength
    if (read > maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw new AnswerTooLargeError(`The answer is over ${maxBytes} bytes`)
    }
    text += decoder.decode(value, { stream: true })
  }
  return text + decoder.decode()
}
