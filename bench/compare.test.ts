// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { buildComparison, ratio, replaceBlock, sum, summarizeChecks, type BuildResults } from './compare'
import type { OfflineMode, OfflinePage, PageName } from './report'
import { page } from './test-pages'

const offlineMode = (sameTab: number, restart: number, servedBySw = true): OfflineMode => ({
  sameTab: { runs: [sameTab], median: sameTab },
  restart: { runs: [restart], median: restart },
  servedBySw,
})
const offline = (name: PageName, stat: OfflineMode, server: OfflineMode): OfflinePage => ({
  name,
  path: '/',
  static: stat,
  server,
})
const names = { ref: '3bfbb13', current: 'dd3ec1f' }
/** The table's row for a place and figure, split into its cells. */
const row = (table: string, where: string, figure: string) =>
  table
    .split('\n')
    .find((l) => l.startsWith(`| ${where} | ${figure} |`))
    ?.split('|')
    .slice(1, -1)
    .map((c) => c.trim())

describe('ratio and sum', () => {
  it('divides current by REF, and has no ratio without both figures or against 0', () => {
    expect(ratio(1050, 1000)).toBeCloseTo(1.05)
    expect(ratio(5, 0)).toBeNaN()
    expect(ratio(Number.NaN, 1000)).toBeNaN()
  })

  it('sums, turning a missing figure into a missing sum rather than a smaller one', () => {
    expect(sum([100, 250, 50])).toBe(400)
    expect(sum([100, Number.NaN])).toBeNaN()
  })
})

describe('buildComparison', () => {
  const ref: BuildResults = {
    lighthouse: [page('Home', { tbt: 400, fcp: 1000, lcp: 2000 }), page('Cart', { score: 80 })],
    offline: [offline('Home', offlineMode(900, 2500), offlineMode(1000, 2600))],
  }
  const current: BuildResults = {
    lighthouse: [page('Home', { tbt: 200, fcp: 1300, lcp: 2000 }), page('Cart', { score: 88 })],
    offline: [offline('Home', offlineMode(945, 3000), offlineMode(1000, 2600))],
  }

  it('sets REF beside the current build per page, mode and figure, with current / REF', () => {
    const { table } = buildComparison(ref, current, names)
    expect(table.split('\n')[0]).toBe(
      '| Page, mode | Figure | REF 3bfbb13 | Current dd3ec1f | Current / REF | Target |',
    )
    expect(row(table, 'Home, static', 'TBT')).toEqual(['Home, static', 'TBT', '400 ms', '200 ms', '0.50', ''])
    expect(row(table, 'Home, static', 'FCP')).toEqual(['Home, static', 'FCP', '1.00 s', '1.30 s', '1.30', ''])
    expect(row(table, 'Cart, server', 'Performance')).toEqual(['Cart, server', 'Performance', '90', '90', '1.00', ''])
    expect(row(table, 'Cart, static', 'Performance')?.slice(2, 5)).toEqual(['80', '88', '1.10'])
  })

  it('sums TBT, FCP and LCP over the page × mode rows and checks them against REF’s', () => {
    const { table, checks } = buildComparison(ref, current, names)
    // TBT: REF 400 + 100 + 100 + 100 = 700, current 200 + 100 + 100 + 100 = 500.
    expect(row(table, 'Σ 4 page × mode rows', 'TBT')?.slice(2)).toEqual(['700 ms', '500 ms', '0.71', '≤ REF ✓'])
    // FCP: 4.00 s against 4.30 s is 7.5 % more, beyond the 5 % allowed.
    expect(row(table, 'Σ 4 page × mode rows', 'FCP')?.slice(2)).toEqual(['4.00 s', '4.30 s', '1.07', '≤ 1.05 × REF ✗'])
    expect(row(table, 'Σ 4 page × mode rows', 'LCP')?.slice(2)).toEqual(['8.00 s', '8.00 s', '1.00', '≤ 1.05 × REF ✓'])
    expect(checks.filter((c) => c.name.startsWith('Σ'))).toEqual([
      { name: 'Σ TBT', met: true },
      { name: 'Σ FCP', met: false },
      { name: 'Σ LCP', met: true },
    ])
  })

  it('holds Σ TBT to REF’s exactly: 1 ms more is a miss', () => {
    const slower: BuildResults = { ...current, lighthouse: [page('Home', { tbt: 401 }), page('Cart', {})] }
    const { checks } = buildComparison(ref, slower, names)
    expect(checks.find((c) => c.name === 'Σ TBT')?.met).toBe(false)
  })

  it('checks each offline repeat visit within 5 % of REF’s, in each mode', () => {
    const { table, checks } = buildComparison(ref, current, names)
    expect(row(table, 'Home, static', 'Offline repeat visit, same tab')?.slice(2)).toEqual([
      '900 ms',
      '945 ms',
      '1.05',
      '≤ 1.05 × REF ✓',
    ])
    expect(row(table, 'Home, static', 'Offline repeat visit, after a browser restart')?.slice(2)).toEqual([
      '2500 ms',
      '3000 ms',
      '1.20',
      '≤ 1.05 × REF ✗',
    ])
    expect(checks.filter((c) => c.name.includes('Offline')).map((c) => c.met)).toEqual([true, false, true, true])
  })

  it('checks CLS is 0 as Lighthouse shows it, in the current build', () => {
    const shifted: BuildResults = { ...current, lighthouse: [page('Home', { cls: 0.0004 }, { cls: 0.02 })] }
    const { table, checks } = buildComparison(ref, shifted, names)
    expect(row(table, 'Home, static', 'CLS')?.slice(2)).toEqual(['0.000', '0.000', 'n/a', '0.000 ✓'])
    expect(row(table, 'Home, server', 'CLS')?.[5]).toBe('0.000 ✗')
    expect(checks.filter((c) => c.name.endsWith('CLS'))).toEqual([
      { name: 'Home, static CLS', met: true },
      { name: 'Home, server CLS', met: false },
    ])
  })

  it('sums only the pages measured in both builds, and says when the service worker did not serve a load', () => {
    const partial: BuildResults = {
      lighthouse: [page('Home', { tbt: 200 })],
      offline: [offline('Home', offlineMode(900, 2500, false), offlineMode(1000, 2600))],
    }
    const { table } = buildComparison(ref, partial, names)
    expect(row(table, 'Σ 2 page × mode rows', 'TBT')?.slice(2, 4)).toEqual(['500 ms', '300 ms'])
    expect(row(table, 'Cart, static', 'TBT')).toBeUndefined()
    expect(row(table, 'Home, static', 'Offline repeat visit, same tab')?.[5]).toBe(
      '≤ 1.05 × REF ✓ (not all under the service worker!)',
    )
  })

  it('counts the checks met and names the misses', () => {
    expect(summarizeChecks(buildComparison(ref, current, names).checks)).toBe(
      '9 of 11 checks against REF met; missed: Σ FCP; Home, static Offline repeat visit, after a browser restart',
    )
  })
})

describe('buildComparison, photos against the drawn art', () => {
  const drawn: BuildResults = {
    lighthouse: [
      page('Product', {}, { lcp: 1000 }),
      page('Listing', {}, { lcp: 1000 }),
      page('Home', {}, { lcp: 1000 }),
    ],
    offline: [],
  }
  const photos: BuildResults = {
    lighthouse: [
      page('Product', {}, { lcp: 1100 }),
      page('Listing', {}, { lcp: 1200 }),
      page('Home', {}, { lcp: 3000 }),
    ],
    offline: [],
  }

  it("checks the server-rendered product page's and listing's LCP within 1.15 × REF's, and no sums", () => {
    const { table, checks } = buildComparison(drawn, photos, names, 'photos-against-drawn')
    expect(row(table, 'Product, server', 'LCP')).toEqual([
      'Product, server',
      'LCP',
      '1.00 s',
      '1.10 s',
      '1.10',
      '≤ 1.15 × REF ✓',
    ])
    expect(row(table, 'Listing, server', 'LCP')?.[5]).toBe('≤ 1.15 × REF ✗')
    expect(row(table, 'Home, server', 'LCP')?.[5]).toBe('')
    expect(row(table, 'Product, static', 'LCP')?.[5]).toBe('')
    expect(table).not.toContain('Σ')
    expect(checks.filter((c) => !c.met).map((c) => c.name)).toEqual(['Listing, server LCP'])
  })
})

describe('replaceBlock', () => {
  it('replaces what is between the markers and keeps the rest of the doc', () => {
    const doc = '# Performance\n\nIntro.\n\n<!-- bench:against -->\nold table\n<!-- /bench:against -->\n\nMore notes.\n'
    expect(replaceBlock(doc, 'new table\n')).toBe(
      '# Performance\n\nIntro.\n\n<!-- bench:against -->\nnew table\n<!-- /bench:against -->\n\nMore notes.\n',
    )
  })

  it('appends the markers to a doc without them, and starts a missing doc with a heading', () => {
    expect(replaceBlock('# Performance\n\nNotes.\n', 'table')).toBe(
      '# Performance\n\nNotes.\n\n<!-- bench:against -->\ntable\n<!-- /bench:against -->\n',
    )
    expect(replaceBlock(null, 'table')).toBe(
      '# Performance\n\n<!-- bench:against -->\ntable\n<!-- /bench:against -->\n',
    )
  })

  it('keeps blocks of other names apart', () => {
    const doc =
      '<!-- bench:against -->\nA\n<!-- /bench:against -->\n\n<!-- bench:images -->\nI\n<!-- /bench:images -->\n'
    expect(replaceBlock(doc, 'J', 'images')).toBe(
      '<!-- bench:against -->\nA\n<!-- /bench:against -->\n\n<!-- bench:images -->\nJ\n<!-- /bench:images -->\n',
    )
  })
})
