import { chromium, type Request } from '@playwright/test'
import { CHROMIUM_ARGS } from '../scripts/chromium-path'
import { DATA_SAVER_KEY } from '../src/lib/data-saver-mode'
import { kb, type Mode, type PageName } from './report'

/**
 * Image bytes of a first visit on a phone: 412 × 915 px at DPR 2.625 (a common Android phone), the
 * page scrolled to its end so every lazy image is asked for, no service worker (its precache is not
 * the page's). Each page in each mode is loaded with Data saver off and on (the shopper's stored
 * choice, its cookie for the HTML server, and `Save-Data: on`). "As sent" is what the same images
 * weigh at the URLs the store sent, without the `images` extension's `w`/`fm`: the photos a store
 * without the extension would have the phone download.
 */

/** One page in one mode, Data saver off or on. Bytes are as transferred (compressed), headers excluded. */
export interface ImageBytesRow {
  page: PageName
  mode: Mode
  saver: boolean
  imageBytes: number
  /** The same images at the URLs as sent (no `w`/`fm`), each counted once. */
  asSentBytes: number
  /** Everything the page transferred: document, scripts, styles, data, images. */
  totalBytes: number
  images: number
  /** The `w` asked for, in order of request. */
  widths: number[]
}

/** Speed targets of the photographed listing: image bytes as a share of the as-sent photos', and total bytes with Data saver. */
export const IMAGE_TARGETS = { listingShare: 0.25, listingShareSaver: 0.1, listingTotalSaver: 300 * 1024 }

const PHONE = { viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true }

/** Scrolls to the end of the page a screen at a time, so lazy images are asked for, then lets the network settle. */
const SCROLL_THROUGH = `(async () => {
  const pause = (ms) => new Promise((r) => setTimeout(r, ms))
  for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
    scrollTo(0, y)
    await pause(150)
  }
})()`

/** `url` without the `images` extension's parameters. */
export function asSentUrl(url: string): string {
  const u = new URL(url)
  u.searchParams.delete('w')
  u.searchParams.delete('fm')
  return u.toString()
}

async function transferred(request: Request): Promise<number> {
  try {
    return (await request.sizes()).responseBodySize
  } catch {
    return 0
  }
}

/** Bytes of the photo at `url` as sent, asked for as a browser asks for an image. */
async function asSentSize(url: string): Promise<number> {
  const answer = await fetch(url, { headers: { Accept: 'image/jpeg,image/*;q=0.8' } })
  return (await answer.arrayBuffer()).byteLength
}

/** Loads each page in each mode with Data saver off and on; `origins` by mode. */
export async function measureImageBytes(options: {
  origins: Record<Mode, string>
  pages: { name: PageName; path: string }[]
  chromePath: string | undefined
}): Promise<ImageBytesRow[]> {
  const browser = await chromium.launch({ executablePath: options.chromePath, args: CHROMIUM_ARGS })
  const rows: ImageBytesRow[] = []
  try {
    for (const page of options.pages)
      for (const mode of Object.keys(options.origins) as Mode[])
        for (const saver of [false, true]) {
          const origin = options.origins[mode]
          const context = await browser.newContext({
            ...PHONE,
            serviceWorkers: 'block',
            ...(saver ? { extraHTTPHeaders: { 'Save-Data': 'on' } } : {}),
          })
          if (saver) {
            const { hostname } = new URL(origin)
            await context.addCookies([{ name: DATA_SAVER_KEY, value: 'on', domain: hostname, path: '/' }])
            // As the app stores the choice: JSON.
            await context.addInitScript(`try { localStorage.setItem('${DATA_SAVER_KEY}', '"on"') } catch {}`)
          }
          const tab = await context.newPage()
          const finished: Request[] = []
          tab.on('requestfinished', (request) => finished.push(request))
          await tab.goto(origin + page.path, { waitUntil: 'load' })
          await tab.evaluate(SCROLL_THROUGH)
          await tab.waitForLoadState('networkidle')
          const sized = await Promise.all(finished.map(async (r) => ({ r, bytes: await transferred(r) })))
          const images = sized.filter(({ r }) => r.resourceType() === 'image')
          const sum = (list: { bytes: number }[]) => list.reduce((total, { bytes }) => total + bytes, 0)
          const sent = [...new Set(images.map(({ r }) => asSentUrl(r.url())))]
          const asSent = await Promise.all(sent.map(asSentSize))
          rows.push({
            page: page.name,
            mode,
            saver,
            imageBytes: sum(images),
            asSentBytes: asSent.reduce((a, b) => a + b, 0),
            totalBytes: sum(sized),
            images: images.length,
            widths: images.map(({ r }) => Number(new URL(r.url()).searchParams.get('w'))).filter((w) => w > 0),
          })
          await context.close()
        }
  } finally {
    await browser.close()
  }
  return rows
}

/** A markdown table of `rows` (one line per page and mode) and the listing's checks against IMAGE_TARGETS. */
export function imageBytesTable(rows: readonly ImageBytesRow[]): { table: string; checks: string[] } {
  const pct = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)} %` : 'n/a')
  const lines = [
    '| Page, mode | Photos as sent | Images | Share | Images, Data saver | Share | Total, Data saver |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ]
  const checks: string[] = []
  const keys = [...new Set(rows.map((r) => `${r.page}\u0000${r.mode}`))]
  for (const key of keys) {
    const [page, mode] = key.split('\u0000') as [PageName, Mode]
    const off = rows.find((r) => r.page === page && r.mode === mode && !r.saver)
    const on = rows.find((r) => r.page === page && r.mode === mode && r.saver)
    if (!off || !on) continue
    lines.push(
      `| ${page}, ${mode} | ${kb(off.asSentBytes)} | ${kb(off.imageBytes)} | ${pct(off.imageBytes, off.asSentBytes)} | ${kb(on.imageBytes)} | ${pct(on.imageBytes, off.asSentBytes)} | ${kb(on.totalBytes)} |`,
    )
    if (page !== 'Listing') continue
    const share = off.asSentBytes > 0 ? off.imageBytes / off.asSentBytes : Infinity
    const shareSaver = off.asSentBytes > 0 ? on.imageBytes / off.asSentBytes : Infinity
    const mark = (ok: boolean) => (ok ? '✓' : '✗')
    checks.push(
      `${mark(share <= IMAGE_TARGETS.listingShare)} Listing, ${mode}: images ${pct(off.imageBytes, off.asSentBytes)} of the photos as sent (≤ ${IMAGE_TARGETS.listingShare * 100} %)`,
      `${mark(shareSaver <= IMAGE_TARGETS.listingShareSaver)} Listing, ${mode}, Data saver: images ${pct(on.imageBytes, off.asSentBytes)} of the photos as sent (≤ ${IMAGE_TARGETS.listingShareSaver * 100} %)`,
      `${mark(on.totalBytes <= IMAGE_TARGETS.listingTotalSaver)} Listing, ${mode}, Data saver: ${kb(on.totalBytes)} in all (≤ ${kb(IMAGE_TARGETS.listingTotalSaver)})`,
    )
  }
  return { table: lines.join('\n'), checks }
}
