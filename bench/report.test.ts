// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { LighthouseFigures } from './lighthouse'
import { buildReport, median, medianFigures, type LighthousePage, type OfflineMode, type OfflinePage } from './report'

const figures = (over: Partial<LighthouseFigures> = {}): LighthouseFigures => ({
  score: 99,
  seo: 100,
  fcp: 800,
  lcp: 1100,
  tbt: 40,
  cls: 0,
  speedIndex: 900,
  jsBytes: 140 * 1024,
  requests: 20,
  workerRequests: 60,
  lcpElement: 'h1',
  benchmarkIndex: 2000,
  ...over,
})
const series = (f: LighthouseFigures) => ({ runs: [f], median: f })
const offlineMode = (sameTab: number, restart: number, servedBySw = true): OfflineMode => ({
  sameTab: { runs: [sameTab], median: sameTab },
  restart: { runs: [restart], median: restart },
  servedBySw,
})
/** The table's row for a page and figure, split into its cells. */
const row = (table: string, page: string, figure: string) =>
  table
    .split('\n')
    .find((l) => l.startsWith(`| ${page} | ${figure} |`))
    ?.split('|')
    .slice(1, -1)
    .map((c) => c.trim())

describe('median', () => {
  it('takes the middle value, or the mean of the middle two, ignoring non-numbers', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([Number.NaN, 5])).toBe(5)
    expect(median([])).toBeNaN()
  })

  it('of Lighthouse figures, per figure, keeping the first run’s LCP element', () => {
    const m = medianFigures([figures({ tbt: 10, lcpElement: 'img' }), figures({ tbt: 90 }), figures({ tbt: 30 })])
    expect(m.tbt).toBe(30)
    expect(m.lcpElement).toBe('img')
  })
})

describe('buildReport', () => {
  const home: LighthousePage = {
    name: 'Home',
    path: '/',
    static: series(figures({ fcp: 1370, lcp: 1520, tbt: 75, seo: 92 })),
    server: series(figures()),
  }
  const cart: LighthousePage = {
    name: 'Cart',
    path: '/cart',
    static: series(figures({ lcp: 2300 })),
    server: series(figures()),
  }
  const homeOffline: OfflinePage = {
    name: 'Home',
    path: '/',
    static: offlineMode(505, 800),
    server: offlineMode(420, 700),
  }

  it('shows both modes side by side, each marked against the page’s target', () => {
    const { table } = buildReport([home], [homeOffline])
    expect(table.split('\n')[0]).toBe('| Page | Figure | Static | Server | Target |')
    expect(row(table, 'Home', 'FCP')).toEqual(['Home', 'FCP', '1.37 s ✗', '0.80 s ✓', '≤ 0.90 s'])
    // Home's LCP target is 1.2 s, tighter than the other pages' 1.5 s.
    expect(row(table, 'Home', 'LCP')).toEqual(['Home', 'LCP', '1.52 s ✗', '1.10 s ✓', '≤ 1.20 s'])
    expect(row(table, 'Home', 'TBT')).toEqual(['Home', 'TBT', '75 ms ✗', '40 ms ✓', '≤ 50 ms'])
    expect(row(table, 'Home', 'Performance')).toEqual(['Home', 'Performance', '99 ✓', '99 ✓', '≥ 98'])
    expect(row(table, 'Home', 'JS transferred')).toEqual(['Home', 'JS transferred', '140.0 KB', '140.0 KB', ''])
    expect(row(table, 'Home', 'SEO')).toEqual(['Home', 'SEO', '92 ✗', '100 ✓', '≥ 95'])
  })

  it('puts the offline figures under their page, same tab ≤ 450 ms and after a restart ≤ 750 ms', () => {
    const { table } = buildReport([home], [homeOffline])
    expect(row(table, 'Home', 'Offline repeat visit, same tab')?.slice(2)).toEqual(['505 ms ✗', '420 ms ✓', '≤ 450 ms'])
    expect(row(table, 'Home', 'Offline repeat visit, after a browser restart')?.slice(2)).toEqual([
      '800 ms ✗',
      '700 ms ✓',
      '≤ 750 ms',
    ])
  })

  it('gives /cart no LCP target, and counts CLS as Lighthouse shows it', () => {
    const shifted = { ...cart, server: series(figures({ cls: 0.0004 })) }
    const { table } = buildReport([shifted], [])
    expect(row(table, 'Cart', 'LCP')?.slice(2)).toEqual(['2.30 s', '1.10 s', ''])
    // A private page: no SEO row.
    expect(row(table, 'Cart', 'SEO')).toBeUndefined()
    expect(row(table, 'Cart', 'CLS')?.slice(2)).toEqual(['0.000 ✓', '0.000 ✓', '0.000'])
    const worse = buildReport([{ ...cart, server: series(figures({ cls: 0.012 })) }], [])
    expect(row(worse.table, 'Cart', 'CLS')?.[3]).toBe('0.012 ✗')
  })

  it('counts the targets met per mode and names the misses', () => {
    const { met } = buildReport([home, cart], [homeOffline])
    // Home: score, FCP, LCP, TBT, CLS, SEO + 2 offline; Cart: score, FCP, TBT, CLS.
    expect(met.static.of).toBe(12)
    expect(met.static.missed).toEqual([
      'Home FCP',
      'Home LCP',
      'Home TBT',
      'Home SEO',
      'Home Offline repeat visit, same tab',
      'Home Offline repeat visit, after a browser restart',
    ])
    expect(met.server).toEqual({ met: 12, of: 12, missed: [] })
  })

  it('says when an offline load was not served by the service worker', () => {
    const { table } = buildReport([], [{ ...homeOffline, server: offlineMode(300, 400, false) }])
    expect(row(table, 'Home', 'Offline repeat visit, same tab')?.[3]).toBe(
      '300 ms ✓ (not all under the service worker!)',
    )
    expect(row(table, 'Home', 'Offline repeat visit, same tab')?.[2]).toBe('505 ms ✗')
  })
})
