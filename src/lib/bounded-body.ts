/** Bytes of one store answer read at most: the server renderer's memory must stay flat. */
export const MAX_ANSWER_BYTES = { server: 4 * 1024 * 1024, browser: 64 * 1024 * 1024 } as const

export class AnswerTooLargeError extends Error {
  override readonly name = 'AnswerTooLargeError'
}

/** The body as UTF-8 text, reading at most `maxBytes`. @throws AnswerTooLargeError, or what reading throws. */
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
