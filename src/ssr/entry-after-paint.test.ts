// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { entryAfterPaint, LCP_WAIT_MS } from './entry-after-paint'

const PAGE =
  '<html><head><script type="module" crossorigin src="/assets/index-E.js"></script></head>' +
  '<body><div id="root" data-ssr><img src="/p.jpg" fetchpriority="high"></div></body></html>'

/** Runs the inline loader `html` carries, in this document. */
function runLoader(html: string): void {
  const code = /<script nonce="[^"]*">([\s\S]*?)<\/script>/.exec(html)![1]!
  new Function(code)()
}

const added = () =>
  [...document.head.querySelectorAll('link[rel=modulepreload], script[type=module]')].map(
    (e) => e.getAttribute('href') ?? e.getAttribute('src'),
  )

afterEach(() => {
  vi.useRealTimers()
  document.head.innerHTML = ''
  document.body.innerHTML = ''
})

describe('entryAfterPaint', () => {
  it("replaces the entry's module script with a loader carrying the nonce; a page without one is kept", () => {
    const html = entryAfterPaint(PAGE, ['/assets/page-P.js'], 'n0nce')
    expect(html).not.toContain('<script type="module"')
    expect(html).toContain('<script nonce="n0nce">')
    expect(html).toContain('["/assets/index-E.js","/assets/page-P.js"]')
    expect(entryAfterPaint('<html><head></head></html>', ['/assets/a.js'], 'n')).toBe('<html><head></head></html>')
  })

  it('keeps a hostile file name from closing the script', () => {
    const html = entryAfterPaint(PAGE, ['/assets/</script><script>alert(1)//.js'], 'n')
    expect(html.match(/<\/script>/g)).toHaveLength(1)
  })

  it('asks for the chunks, then the entry, only once the LCP image has loaded and a frame has painted', () => {
    vi.useFakeTimers()
    document.body.innerHTML = '<img id="lcp" src="/p.jpg" fetchpriority="high">'
    const image = document.getElementById('lcp') as HTMLImageElement
    Object.defineProperty(image, 'complete', { value: false })
    runLoader(entryAfterPaint(PAGE, ['/assets/page-P.js', '/assets/route-R.js'], 'n'))
    vi.advanceTimersByTime(LCP_WAIT_MS - 1)
    expect(added()).toEqual([])
    image.dispatchEvent(new Event('load'))
    expect(added()).toEqual([])
    vi.advanceTimersToNextFrame()
    vi.advanceTimersByTime(1)
    expect(added()).toEqual(['/assets/page-P.js', '/assets/route-R.js', '/assets/index-E.js'])
    const script = document.head.querySelector('script[type=module]') as HTMLScriptElement
    expect(script.crossOrigin).toBe('')
  })

  it('waits at most LCP_WAIT_MS for an image that never arrives, and asks once', () => {
    vi.useFakeTimers()
    document.body.innerHTML = '<img id="lcp" src="/p.jpg" fetchpriority="high">'
    const image = document.getElementById('lcp') as HTMLImageElement
    Object.defineProperty(image, 'complete', { value: false })
    runLoader(entryAfterPaint(PAGE, [], 'n'))
    vi.advanceTimersByTime(LCP_WAIT_MS)
    vi.advanceTimersToNextFrame()
    vi.advanceTimersByTime(1)
    image.dispatchEvent(new Event('error'))
    vi.advanceTimersToNextFrame()
    vi.advanceTimersByTime(1)
    expect(added()).toEqual(['/assets/index-E.js'])
  })
})
