import type { LighthouseFigures } from './lighthouse'
import { cls3, MODES, ms, sec, type LighthousePage, type OfflineMode, type OfflinePage } from './report'

/*
 * `npm run bench -- --against REF`: one table setting another commit's figures beside the current
 * build's, with current / REF ratios, and the checks that compare the two (not absolute targets).
 */

/** One build's measured pages, as the bench collects them. */
export interface BuildResults {
  lighthouse: LighthousePage[]
  offline: OfflinePage[]
}

/**
 * How far the current build may go against REF, as a maximum ratio current / REF: blocking time summed
 * over the page × mode rows no more than REF's, first and largest paint summed within 5 % of REF's,
 * each offline repeat visit within 5 %. CLS is absolute: 0 as Lighthouse shows it (3 decimals).
 */
export const AGAINST_TARGETS = { sumTbt: 1, sumFcp: 1.05, sumLcp: 1.05, offline: 1.05, cls: 0 }

/**
 * The current build on photos against REF on the drawn art (`--ref-images drawn`): a server-rendered
 * product page's and listing's LCP each within 1.15 × REF's; no sums (the catalogues differ).
 */
export const PHOTO_TARGETS = { pages: ['Product', 'Listing'], mode: 'server', lcp: 1.15 } as const

/** What a comparison checks: the sums and offline visits (same catalogue), or the photo rows. */
export type ComparisonKind = 'same-catalogue' | 'photos-against-drawn'

/** One check of the current build against REF, and whether it held. */
export interface Check {
  name: string
  met: boolean
}

/** The comparison table (Markdown) and every check made in it, in table order. */
export interface Comparison {
  table: string
  checks: Check[]
}

/** current / REF; NaN when either is missing or REF is 0. */
export function ratio(current: number, ref: number): number {
  return Number.isFinite(current) && Number.isFinite(ref) && ref !== 0 ? current / ref : Number.NaN
}

/** Sum of the values; NaN if any is missing, so a lost run never makes a sum look better. */
export function sum(values: number[]): number {
  return values.reduce((a, b) => a + b, 0)
}

const score = (v: number) => (Number.isFinite(v) ? String(Math.round(v)) : 'n/a')
const times = (r: number) => (Number.isFinite(r) ? r.toFixed(2) : 'n/a')
const mark = (ok: boolean) => (ok ? '✓' : '✗')

/** The figures compared per page and mode, and how each is shown. */
const FIGURES: { key: keyof LighthouseFigures; label: string; show: (v: number) => string }[] = [
  { key: 'score', label: 'Performance', show: score },
  { key: 'fcp', label: 'FCP', show: sec },
  { key: 'lcp', label: 'LCP', show: sec },
  { key: 'tbt', label: 'TBT', show: ms },
  { key: 'cls', label: 'CLS', show: cls3 },
]
/** The figures summed over the page × mode rows, each with its largest ratio allowed. */
const SUMS = [
  { key: 'tbt', label: 'TBT', show: ms, limit: AGAINST_TARGETS.sumTbt },
  { key: 'fcp', label: 'FCP', show: sec, limit: AGAINST_TARGETS.sumFcp },
  { key: 'lcp', label: 'LCP', show: sec, limit: AGAINST_TARGETS.sumLcp },
] as const

const OFFLINE = [
  { label: 'Offline repeat visit, same tab', pick: (o: OfflineMode) => o.sameTab.median },
  { label: 'Offline repeat visit, after a browser restart', pick: (o: OfflineMode) => o.restart.median },
]

/**
 * The one comparison table: for each page and mode measured in both builds, Performance, FCP, LCP,
 * TBT and CLS (medians) of REF and of the current build with current / REF; then Σ TBT, Σ FCP and
 * Σ LCP over those rows, and each offline repeat visit, checked against REF's (AGAINST_TARGETS);
 * CLS checked to be 0. A ratio below 1 means the current build is faster (for Performance, slower).
 */
export function buildComparison(
  ref: BuildResults,
  current: BuildResults,
  names: { ref: string; current: string },
  kind: ComparisonKind = 'same-catalogue',
): Comparison {
  const checks: Check[] = []
  const lines = [
    `| Page, mode | Figure | REF ${names.ref} | Current ${names.current} | Current / REF | Target |`,
    '|---|---|---:|---:|---:|---|',
  ]
  const row = (where: string, figure: string, r: string, c: string, k: number, target = '') =>
    lines.push(`| ${where} | ${figure} | ${r} | ${c} | ${times(k)} | ${target} |`)
  const check = (name: string, met: boolean, text: string) => {
    checks.push({ name, met })
    return `${text} ${mark(met)}`
  }

  const pairs = current.lighthouse.flatMap((page) => {
    const old = ref.lighthouse.find((p) => p.name === page.name)
    return old
      ? MODES.map((mode) => ({ name: page.name, mode, ref: old[mode].median, current: page[mode].median }))
      : []
  })
  for (const pair of pairs) {
    const where = `${pair.name}, ${pair.mode}`
    for (const f of FIGURES) {
      const [r, c] = [pair.ref[f.key] as number, pair.current[f.key] as number]
      const photoRow =
        kind === 'photos-against-drawn' &&
        f.key === 'lcp' &&
        pair.mode === PHOTO_TARGETS.mode &&
        (PHOTO_TARGETS.pages as readonly string[]).includes(pair.name)
      const target =
        f.key === 'cls'
          ? check(`${where} CLS`, Number(cls3(c)) <= AGAINST_TARGETS.cls, cls3(AGAINST_TARGETS.cls))
          : photoRow
            ? check(`${where} LCP`, ratio(c, r) <= PHOTO_TARGETS.lcp, `≤ ${PHOTO_TARGETS.lcp} × REF`)
            : ''
      row(where, f.label, f.show(r), f.show(c), ratio(c, r), target)
    }
  }
  if (kind === 'photos-against-drawn') return { table: lines.join('\n'), checks }

  for (const s of SUMS) {
    const [r, c] = [sum(pairs.map((p) => p.ref[s.key])), sum(pairs.map((p) => p.current[s.key]))]
    const k = ratio(c, r)
    const limit = s.limit === 1 ? '≤ REF' : `≤ ${s.limit} × REF`
    row(
      `Σ ${pairs.length} page × mode rows`,
      s.label,
      s.show(r),
      s.show(c),
      k,
      check(`Σ ${s.label}`, k <= s.limit, limit),
    )
  }

  for (const page of current.offline) {
    const old = ref.offline.find((p) => p.name === page.name)
    if (!old) continue
    for (const mode of MODES)
      for (const o of OFFLINE) {
        const [r, c] = [o.pick(old[mode]), o.pick(page[mode])]
        const k = ratio(c, r)
        // A load the service worker did not serve measured the network's absence, not the app offline.
        const note = old[mode].servedBySw && page[mode].servedBySw ? '' : ' (not all under the service worker!)'
        const where = `${page.name}, ${mode}`
        const target = check(`${where} ${o.label}`, k <= AGAINST_TARGETS.offline, `≤ ${AGAINST_TARGETS.offline} × REF`)
        row(where, o.label, ms(r), ms(c), k, target + note)
      }
  }
  return { table: lines.join('\n'), checks }
}

/** "n of m checks against REF met; missed: …" for the checks of a comparison (`against` names the other side). */
export function summarizeChecks(checks: Check[], against = 'REF'): string {
  const missed = checks.filter((c) => !c.met).map((c) => c.name)
  return `${checks.length - missed.length} of ${checks.length} checks against ${against} met${missed.length ? `; missed: ${missed.join('; ')}` : ''}`
}

/**
 * The performance doc with `block` between the `bench:<name>` markers (`against` unless named),
 * replacing what was there; the markers are appended when missing, and a doc that does not exist
 * yet (`null`) gets a heading.
 */
export function replaceBlock(doc: string | null, block: string, name = 'against'): string {
  const [open, close] = [`<!-- bench:${name} -->`, `<!-- /bench:${name} -->`]
  const marked = `${open}\n${block.trim()}\n${close}`
  if (doc === null) return `# Performance\n\n${marked}\n`
  const start = doc.indexOf(open)
  const end = doc.indexOf(close, start)
  if (start < 0 || end < 0) return `${doc.trimEnd()}\n\n${marked}\n`
  return doc.slice(0, start) + marked + doc.slice(end + close.length)
}
