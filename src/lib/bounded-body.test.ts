import { describe, expect, it } from 'vitest'
import { AnswerTooLargeError, readTextWithin } from './bounded-body'

/** A body of `chunks` chunks of `size` bytes each ('x'), endless when chunks is Infinity; counts what was pulled. */
function streamOf(size: number, chunks: number) {
  const pulled = { n: 0, cancelled: false }
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.n >= chunks) return controller.close()
      pulled.n++
      controller.enqueue(new Uint8Array(size).fill(0x78))
    },
    cancel() {
      pulled.cancelled = true
    },
  })
  return { body, pulled }
}

describe('readTextWithin', () => {
  it('reads a body within the limit, multi-byte characters split across chunks included', async () => {
    expect(await readTextWithin(new Response('{"name":"₹ कुर्ता"}'), 100)).toBe('{"name":"₹ कुर्ता"}')
    const bytes = new TextEncoder().encode('₹₹')
    const split = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(bytes.slice(0, 2))
        c.enqueue(bytes.slice(2))
        c.close()
      },
    })
    expect(await readTextWithin(new Response(split), 10)).toBe('₹₹')
    expect(await readTextWithin(new Response(null), 10)).toBe('')
  })

  it('stops an endless body at the limit and cancels the rest', async () => {
    const { body, pulled } = streamOf(64 * 1024, Infinity)
    await expect(readTextWithin(new Response(body), 1024 * 1024)).rejects.toBeInstanceOf(AnswerTooLargeError)
    expect(pulled.cancelled).toBe(true)
    expect(pulled.n).toBeLessThanOrEqual(18)
  })

  it('refuses a body that announces more than the limit without reading it', async () => {
    const { body, pulled } = streamOf(1024, 10)
    const response = new Response(body, { headers: { 'Content-Length': String(50 * 1024 * 1024) } })
    await expect(readTextWithin(response, 4096)).rejects.toBeInstanceOf(AnswerTooLargeError)
    expect(pulled.n).toBeLessThanOrEqual(1)
  })
})
