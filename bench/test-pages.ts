import type { LighthouseFigures } from './lighthouse'
import type { LighthousePage, PageName } from './report'

/* Test data for the bench's tables: one Lighthouse run and one measured page. */

/** One Lighthouse run's figures (ms, bytes), with `over` replacing any of them. */
export const figures = (over: Partial<LighthouseFigures> = {}): LighthouseFigures => ({
  score: 90,
  seo: 100,
  fcp: 1000,
  lcp: 2000,
  tbt: 100,
  cls: 0,
  speedIndex: 1500,
  jsBytes: 150 * 1024,
  requests: 20,
  workerRequests: 60,
  lcpElement: 'h1',
  benchmarkIndex: 1800,
  ...over,
})

/** A series of one run: its median is that run. */
export const series = (f: LighthouseFigures) => ({ runs: [f], median: f })

/** A page measured once in each mode, with the given figures over the defaults. */
export const page = (
  name: PageName,
  stat: Partial<LighthouseFigures>,
  server: Partial<LighthouseFigures> = {},
): LighthousePage => ({
  name,
  path: `/${name.toLowerCase()}`,
  static: series(figures(stat)),
  server: series(figures(server)),
})
