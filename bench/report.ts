import { TARGETS as BUDGET_TARGETS } from '../scripts/check-budget'
import type { LighthouseFigures } from './lighthouse'

/*
 * The bench's targets and its one table: each page's figures with the static host and the
 * server-rendering server side by side, each marked against its target.
 */

/** The two ways the same build is served: `dist/` as a plain static host serves it, and the Hono server-rendering server. */
export type Mode = 'static' | 'server'
export const MODES: readonly Mode[] = ['static', 'server']

/** The pages Lighthouse measures. */
export type PageName = 'Home' | 'Listing' | 'Product' | 'Cart'

/**
 * What the store aims for, in each mode: Lighthouse performance score (0–100); FCP, LCP, TBT and the
 * offline first product in ms; CLS as Lighthouse shows it (3 decimals); sizes in bytes. LCP has a
 * target on home, the listing and the product page only. Offline = the repeat visit with the
 * network cut at 4× CPU, to the first product name painted, in the same tab and after a browser
 * restart.
 */
export const TARGETS = {
  score: 98,
  /** Lighthouse SEO on the pages search engines index. */
  seo: { Home: 95, Listing: 95, Product: 95 } as Partial<Record<PageName, number>>,
  fcp: 900,
  lcp: { Home: 1200, Listing: 1500, Product: 1500 } as Partial<Record<PageName, number>>,
  tbt: 50,
  cls: 0,
  offlineSameTab: 450,
  offlineRestart: 750,
  firstLoadJs: BUDGET_TARGETS.firstLoadJs,
  precache: BUDGET_TARGETS.precache,
}

/** One page's Lighthouse runs in one mode and their medians. */
export interface LighthouseSeries {
  runs: LighthouseFigures[]
  median: LighthouseFigures
}

/** One page's Lighthouse results, per mode. */
export type LighthousePage = { name: PageName; path: string } & Record<Mode, LighthouseSeries>

/** ms per run to the first product name painted, and their median. */
export interface OfflineSeries {
  runs: number[]
  median: number
}

/** One page's offline repeat visit in one mode. `servedBySw` is false if any load was not under the service worker. */
export interface OfflineMode {
  sameTab: OfflineSeries
  restart: OfflineSeries
  servedBySw: boolean
}

/** One page's offline repeat visits, per mode. */
export type OfflinePage = { name: PageName; path: string } & Record<Mode, OfflineMode>

/** Median of a list of numbers (mean of the middle two for an even count); NaN for none. */
export function median(values: number[]): number {
  const sorted = [...values].filter((v) => Number.isFinite(v)).sort((a, b) => a - b)
  if (!sorted.length) return Number.NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** The median of each figure over runs (the LCP element of the first run). */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const m = (key: keyof LighthouseFigures) => median(runs.map((r) => r[key] as number))
  return {
    score: m('score'),
    seo: m('seo'),
    fcp: m('fcp'),
    lcp: m('lcp'),
    tbt: m('tbt'),
    cls: m('cls'),
    speedIndex: m('speedIndex'),
    jsBytes: m('jsBytes'),
    requests: m('requests'),
    workerRequests: m('workerRequests'),
    lcpElement: runs[0]?.lcpElement ?? '',
    benchmarkIndex: m('benchmarkIndex'),
  }
}

/** ms as '123 ms', seconds as '1.23 s', bytes as '12.3 KB'; 'n/a' for a missing figure. */
export const ms = (v: number) => (Number.isFinite(v) ? `${Math.round(v)} ms` : 'n/a')
export const sec = (v: number) => (Number.isFinite(v) ? `${(v / 1000).toFixed(2)} s` : 'n/a')
export const kb = (v: number) => `${(v / 1024).toFixed(1)} KB`
/** CLS as Lighthouse shows it; the target compares this, so a shift of 0.0001 counts as 0. */
export const cls3 = (v: number) => (Number.isFinite(v) ? v.toFixed(3) : 'n/a')

/** One row of the table: a figure per mode, and the target when there is one. */
interface Row {
  page: string
  metric: string
  values: Record<Mode, number>
  show: (v: number) => string
  /** The target as text, and whether a value meets it; absent = shown for information. */
  target?: { text: string; met: (v: number) => boolean }
  /** Said after a mode's figure. */
  notes?: Partial<Record<Mode, string>>
}

function lighthouseRows(page: LighthousePage): Row[] {
  const per = (pick: (f: LighthouseFigures) => number) =>
    ({ static: pick(page.static.median), server: pick(page.server.median) }) as Record<Mode, number>
  const lcpTarget = TARGETS.lcp[page.name]
  const seoTarget = TARGETS.seo[page.name]
  const seo: Row[] =
    seoTarget === undefined
      ? []
      : [
          {
            page: page.name,
            metric: 'SEO',
            values: per((f) => f.seo),
            show: (v) => (Number.isFinite(v) ? String(v) : 'n/a'),
            target: { text: `≥ ${seoTarget}`, met: (v) => v >= seoTarget },
          },
        ]
  return [
    {
      page: page.name,
      metric: 'Performance',
      values: per((f) => f.score),
      show: (v) => (Number.isFinite(v) ? String(v) : 'n/a'),
      target: { text: `≥ ${TARGETS.score}`, met: (v) => v >= TARGETS.score },
    },
    {
      page: page.name,
      metric: 'FCP',
      values: per((f) => f.fcp),
      show: sec,
      target: { text: `≤ ${sec(TARGETS.fcp)}`, met: (v) => v <= TARGETS.fcp },
    },
    {
      page: page.name,
      metric: 'LCP',
      values: per((f) => f.lcp),
      show: sec,
      ...(lcpTarget === undefined ? {} : { target: { text: `≤ ${sec(lcpTarget)}`, met: (v) => v <= lcpTarget } }),
    },
    {
      page: page.name,
      metric: 'TBT',
      values: per((f) => f.tbt),
      show: ms,
      target: { text: `≤ ${ms(TARGETS.tbt)}`, met: (v) => v <= TARGETS.tbt },
    },
    {
      page: page.name,
      metric: 'CLS',
      values: per((f) => f.cls),
      show: cls3,
      target: { text: cls3(TARGETS.cls), met: (v) => Number(cls3(v)) <= TARGETS.cls },
    },
    { page: page.name, metric: 'Speed Index', values: per((f) => f.speedIndex), show: sec },
    { page: page.name, metric: 'JS transferred', values: per((f) => f.jsBytes), show: kb },
    { page: page.name, metric: 'Requests', values: per((f) => f.requests), show: String },
    ...seo,
  ]
}

function offlineRows(page: OfflinePage): Row[] {
  // A load the service worker did not serve measured the network's absence, not the app offline.
  const notes = Object.fromEntries(
    MODES.filter((m) => !page[m].servedBySw).map((m) => [m, ' (not all under the service worker!)']),
  )
  const row = (metric: string, pick: (o: OfflineMode) => OfflineSeries, target: number): Row => ({
    page: page.name,
    metric,
    values: { static: pick(page.static).median, server: pick(page.server).median },
    show: ms,
    target: { text: `≤ ${ms(target)}`, met: (v) => v <= target },
    notes,
  })
  return [
    row('Offline repeat visit, same tab', (o) => o.sameTab, TARGETS.offlineSameTab),
    row('Offline repeat visit, after a browser restart', (o) => o.restart, TARGETS.offlineRestart),
  ]
}

/** What met its target in one mode: counts and the misses ('Listing LCP'). */
export interface TargetsMet {
  met: number
  of: number
  missed: string[]
}

/** The table and the targets met per mode. */
export interface Report {
  table: string
  met: Record<Mode, TargetsMet>
}

/**
 * The one table (Markdown): a row per page and figure, a column per mode, ✓/✗ against the target,
 * the offline rows under their page; and per mode, which targets were met.
 */
export function buildReport(lighthouse: LighthousePage[], offline: OfflinePage[]): Report {
  const rows: Row[] = []
  for (const page of lighthouse) {
    rows.push(...lighthouseRows(page))
    const away = offline.find((o) => o.name === page.name)
    if (away) rows.push(...offlineRows(away))
  }
  for (const away of offline) if (!lighthouse.some((l) => l.name === away.name)) rows.push(...offlineRows(away))

  const met = Object.fromEntries(MODES.map((m) => [m, { met: 0, of: 0, missed: [] as string[] }])) as Record<
    Mode,
    TargetsMet
  >
  const cell = (row: Row, mode: Mode) => {
    const v = row.values[mode]
    if (!row.target) return row.show(v)
    const ok = row.target.met(v)
    met[mode].of++
    if (ok) met[mode].met++
    else met[mode].missed.push(`${row.page} ${row.metric}`)
    return `${row.show(v)} ${ok ? '✓' : '✗'}${row.notes?.[mode] ?? ''}`
  }
  const lines = [
    '| Page | Figure | Static | Server | Target |',
    '|---|---|---:|---:|---:|',
    ...rows.map(
      (r) => `| ${r.page} | ${r.metric} | ${cell(r, 'static')} | ${cell(r, 'server')} | ${r.target?.text ?? ''} |`,
    ),
  ]
  return { table: lines.join('\n'), met }
}
