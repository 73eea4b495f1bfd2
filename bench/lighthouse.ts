import lighthouse from 'lighthouse'
import { launch, type LaunchedChrome } from 'chrome-launcher'
import { CHROMIUM_ARGS } from '../scripts/chromium-path'

/**
 * Lighthouse 12 runs with its default (mobile) configuration: Moto G Power-sized screen,
 * simulated slow 4G (150 ms RTT, 1.6 Mbps down) and 4× CPU slowdown; the performance and SEO categories.
 */

/** Chrome flags that work on these machines (no sandbox as root, no background traffic). */
export const LIGHTHOUSE_CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS]

/** The figures kept from one Lighthouse run. Times in ms, bytes compressed (as transferred). */
export interface LighthouseFigures {
  /** 0–100 */
  score: number
  /** Lighthouse's SEO score, 0–100. */
  seo: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  speedIndex: number
  /** JavaScript transferred by the page itself (bytes, compressed). */
  jsBytes: number
  /** Requests made by the page (the service worker's precache downloads are counted apart). */
  requests: number
  /** Requests made by the service worker (its precache install) during the run. */
  workerRequests: number
  /** The LCP element as Lighthouse describes it. */
  lcpElement: string
  /** Lighthouse's CPU benchmark of this machine during the run (higher = faster; a busy machine scores low). */
  benchmarkIndex: number
}

interface NetworkItem {
  resourceType?: string
  transferSize?: number
  sessionTargetType?: string
  url?: string
}

/** Extracts the figures from a Lighthouse result (LH.Result). */
export function figuresOf(lhr: {
  environment?: { benchmarkIndex?: number }
  categories: Record<string, { score: number | null }>
  audits: Record<string, { numericValue?: number; details?: unknown }>
}): LighthouseFigures {
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const items = (
    (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []
  ).filter((i) => !i.url?.startsWith('data:'))
  const fromPage = items.filter((i) => i.sessionTargetType !== 'worker')
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: { items?: { node?: { nodeLabel?: string; selector?: string } }[] }[] } | undefined
  const node = lcpDetails?.items?.[0]?.items?.[0]?.node
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    seo: Math.round((lhr.categories.seo?.score ?? Number.NaN) * 100),
    fcp: num('first-contentful-paint'),
    lcp: num('largest-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    speedIndex: num('speed-index'),
    jsBytes: fromPage.filter((i) => i.resourceType === 'Script').reduce((n, i) => n + (i.transferSize ?? 0), 0),
    requests: fromPage.length,
    workerRequests: items.length - fromPage.length,
    lcpElement: node ? `${node.nodeLabel ?? ''} (${node.selector ?? ''})`.trim() : '',
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  }
}

/** One Chrome for all Lighthouse runs; Lighthouse clears storage and cache before each run. */
export async function launchChrome(chromePath: string | undefined): Promise<LaunchedChrome> {
  return launch({ chromePath, chromeFlags: LIGHTHOUSE_CHROME_FLAGS, logLevel: 'silent' })
}

/** Runs Lighthouse once on `url` in the Chrome listening on `port`. */
export async function runLighthouse(url: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'seo'],
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const error = result.lhr.runtimeError
  if (error) throw new Error(`Lighthouse failed on ${url}: ${error.code} ${error.message}`)
  return figuresOf(result.lhr as unknown as Parameters<typeof figuresOf>[0])
}
