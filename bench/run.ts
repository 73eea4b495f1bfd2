import { spawnSync, execSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { cpus, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { chromiumPath } from '../scripts/chromium-path'
import { measureBuild, TARGETS as BUDGET_TARGETS } from '../scripts/check-budget'
import { startStore } from '../scripts/start'
import { launchChrome, runLighthouse, type LighthouseFigures } from './lighthouse'
import { measureOffline } from './offline'

/**
 * `npm run bench`: builds the app, starts the reference API and the built app (as
 * `npm start` serves it) on free ports, runs Lighthouse's mobile preset 3× on four pages, then the
 * offline repeat visit 5× on two, prints one table and writes bench/results.json.
 *
 * Environment: BENCH_RUNS (3), BENCH_OFFLINE_RUNS (5), BENCH_API_PORT / BENCH_APP_PORT (free
 * ports), BENCH_DIST (.tmp/bench-dist), BENCH_SKIP_BUILD=1 (reuse BENCH_DIST; same API port),
 * BENCH_ONLY (lighthouse | offline), CHROME_PATH.
 */

/** What the store aims for: Lighthouse score, LCP and TBT in ms, CLS, the offline first product in ms, sizes in bytes. */
export const TARGETS = {
  score: 98,
  lcp: 1800,
  tbt: 50,
  cls: 0.02,
  offlineFirstProduct: 600,
  firstLoadJs: BUDGET_TARGETS.firstLoadJs,
  precache: BUDGET_TARGETS.precache,
}

const LISTING = '/products?category=tv%20%26%20video%20accessories'

/** Median of a list of numbers (mean of the middle two for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].filter((v) => Number.isFinite(v)).sort((a, b) => a - b)
  if (!sorted.length) return Number.NaN
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer()
    srv.once('error', fail)
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address()
      srv.close(() => (typeof address === 'object' && address ? ok(address.port) : fail(new Error('no port'))))
    })
  })
}

const env = process.env
const RUNS = Number(env.BENCH_RUNS ?? 3)
const OFFLINE_RUNS = Number(env.BENCH_OFFLINE_RUNS ?? 5)
/** Development aid: 'lighthouse' or 'offline' runs one half only. */
const ONLY = env.BENCH_ONLY
const ms = (v: number) => (Number.isFinite(v) ? `${Math.round(v)} ms` : 'n/a')
const sec = (v: number) => (Number.isFinite(v) ? `${(v / 1000).toFixed(2)} s` : 'n/a')
const kb = (v: number) => `${(v / 1024).toFixed(1)} KB`
const mark = (ok: boolean) => (ok ? '✓' : '✗')

async function main() {
  const apiPort = env.BENCH_API_PORT ? Number(env.BENCH_API_PORT) : await freePort()
  const appPort = env.BENCH_APP_PORT ? Number(env.BENCH_APP_PORT) : await freePort()
  const dist = resolve(env.BENCH_DIST ?? '.tmp/bench-dist')
  // 127.0.0.1 throughout: both servers bind it, so no IPv6 attempt first.
  const apiBase = `http://127.0.0.1:${apiPort}/api/v1`

  if (env.BENCH_SKIP_BUILD !== '1') {
    console.log(`Building into ${dist} for the API at ${apiBase}…`)
    const build = spawnSync(
      process.execPath,
      [
        join('node_modules', 'vite', 'bin', 'vite.js'),
        'build',
        '--outDir',
        dist,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      {
        stdio: 'inherit',
        env: { ...env, VITE_API_BASE_URL: apiBase },
      },
    )
    if (build.status !== 0) throw new Error('vite build failed')
  }
  const budget = measureBuild(dist)

  const store = await startStore({ dir: dist, appPort, apiPort, host: '127.0.0.1' })
  const origin = `http://127.0.0.1:${store.app.port}`
  const chromePath = chromiumPath() ?? undefined
  try {
    const products = (await (await fetch(`${apiBase}/products`)).json()) as { data?: { id: string }[] }
    const productId = products.data?.[0]?.id
    if (!productId) throw new Error('The API returned no product to measure')
    const pages = [
      { name: 'Home', path: '/' },
      { name: 'Listing', path: LISTING },
      { name: 'Product', path: `/product/${encodeURIComponent(productId)}` },
      { name: 'Cart', path: '/cart' },
    ]

    const lighthouse: { name: string; path: string; runs: LighthouseFigures[]; median: LighthouseFigures }[] = []
    const chrome = await launchChrome(chromePath)
    try {
      for (const page of ONLY === 'offline' ? [] : pages) {
        const runs: LighthouseFigures[] = []
        for (let i = 0; i < RUNS; i++) {
          process.stdout.write(`Lighthouse ${page.name} run ${i + 1}/${RUNS}…\r`)
          runs.push(await runLighthouse(origin + page.path, chrome.port))
        }
        const m = (key: keyof LighthouseFigures) => median(runs.map((r) => r[key] as number))
        lighthouse.push({
          ...page,
          runs,
          median: {
            score: m('score'),
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
          },
        })
      }
    } finally {
      chrome.kill()
    }

    console.log(`Offline repeat visits (${OFFLINE_RUNS} runs each)…`)
    const offline =
      ONLY === 'lighthouse'
        ? []
        : await measureOffline({ origin, paths: ['/', LISTING], runs: OFFLINE_RUNS, chromePath })

    const lines = [
      '| Page | Perf | FCP | LCP | TBT | CLS | Speed Index | JS transferred | Requests |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...lighthouse.map(
        ({ name, median: f }) =>
          `| ${name} | ${f.score} ${mark(f.score >= TARGETS.score)} | ${sec(f.fcp)} | ${sec(f.lcp)} ${mark(f.lcp <= TARGETS.lcp)} | ${ms(f.tbt)} ${mark(f.tbt <= TARGETS.tbt)} | ${f.cls.toFixed(3)} ${mark(f.cls <= TARGETS.cls)} | ${sec(f.speedIndex)} | ${kb(f.jsBytes)} | ${f.requests} |`,
      ),
      '',
      '| Repeat visit, offline (service worker + IndexedDB, 4× CPU) | First product name painted (median) | Runs |',
      '|---|---:|---|',
      ...offline.map(
        (o) =>
          `| ${o.path === '/' ? 'Home' : 'Listing'} | ${ms(median(o.runs))} ${mark(median(o.runs) <= TARGETS.offlineFirstProduct)}${o.servedBySw ? '' : ' (not all runs under SW control!)'} | ${o.runs.map((r) => Math.round(r)).join(', ')} ms |`,
      ),
      '',
      '| Build | Measured | Target |',
      '|---|---:|---:|',
      `| First-load JS of / (gzip) | ${kb(budget.firstLoadJs.bytes)} ${mark(budget.firstLoadJs.bytes <= TARGETS.firstLoadJs)} | ≤ ${kb(TARGETS.firstLoadJs)} |`,
      `| Precache (${budget.precache.count} files) | ${kb(budget.precache.bytes)} ${mark(budget.precache.bytes <= TARGETS.precache)} | ≤ ${kb(TARGETS.precache)} |`,
    ]
    console.log(
      `\nLighthouse ${RUNS}× per page, medians; mobile preset (simulated slow 4G, 4× CPU), Chromium ${chromeVersion(chromePath)}`,
    )
    console.log(
      `Machine: ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(1)}, Lighthouse benchmarkIndex ${Math.round(median(lighthouse.map((l) => l.median.benchmarkIndex)))}\n`,
    )
    console.log(lines.join('\n'))
    for (const { name, median: f } of lighthouse) if (f.lcpElement) console.log(`LCP element, ${name}: ${f.lcpElement}`)

    const results = {
      date: new Date().toISOString(),
      // CPU contention skews TBT and every CPU-bound figure (Lighthouse multiplies observed task times by 4).
      machine: {
        cpus: cpus().length,
        loadAverage1m: loadavg()[0],
        benchmarkIndex: median(lighthouse.map((l) => l.median.benchmarkIndex)),
      },
      commit: gitCommit(),
      chromium: chromeVersion(chromePath),
      settings: {
        lighthouseRuns: RUNS,
        offlineRuns: OFFLINE_RUNS,
        preset: 'Lighthouse 12 default (mobile, simulated slow 4G, 4× CPU)',
      },
      targets: TARGETS,
      lighthouse,
      offline: offline.map((o) => ({ ...o, median: median(o.runs) })),
      build: { firstLoadJs: budget.firstLoadJs, precache: budget.precache },
      table: lines.join('\n'),
    }
    writeFileSync(new URL('./results.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`)
    console.log('\nWrote bench/results.json')
  } finally {
    await store.close()
  }
}

function chromeVersion(path: string | undefined): string {
  try {
    return path
      ? execSync(`"${path}" --version`, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
          .trim()
          .replace(/^\D+/, '')
      : 'unknown'
  } catch {
    return 'unknown'
  }
}

function gitCommit(): string {
  try {
    return execSync('git rev-parse --short HEAD', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return 'unknown'
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err)
    process.exit(1)
  },
)
