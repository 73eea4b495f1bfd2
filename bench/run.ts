import { spawnSync, execSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { cpus, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { chromiumPath } from '../scripts/chromium-path'
import { measureBuild } from '../scripts/check-budget'
import { startStore } from '../serve/start'
import { launchChrome, runLighthouse, type LighthouseFigures } from './lighthouse'
import { measureOffline } from './offline'
import {
  buildReport,
  kb,
  median,
  medianFigures,
  MODES,
  TARGETS,
  type LighthousePage,
  type Mode,
  type OfflinePage,
  type PageName,
} from './report'

/**
 * `npm run bench`: builds the app and its server renderer, starts the reference API and the same
 * build in both serving modes — `dist/` as a plain static host serves it (serve/static-server.ts)
 * and the server-rendering server (serve/ssr-server.ts, reading the same API) — on free ports,
 * runs Lighthouse's mobile preset 3× on four pages and the offline repeat visit 5× on two, in each
 * mode, the modes taking turns on every run, prints one table (a column per mode) and writes
 * bench/results.json.
 *
 * Environment: BENCH_RUNS (3), BENCH_OFFLINE_RUNS (5), BENCH_API_PORT, BENCH_APP_PORT (the static
 * host; the server-rendering server listens on the next port; free ports when unset), BENCH_DIST
 * (.tmp/bench-dist; the renderer goes to BENCH_DIST-server), BENCH_SKIP_BUILD=1 (reuse both
 * builds; same API port), BENCH_ONLY (lighthouse | offline), CHROME_PATH.
 */

const LISTING = '/products?category=tv%20%26%20video%20accessories'

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

/** Runs `vite` with `args`, for the API at `apiBase`; throws when it fails. */
function vite(args: string[], apiBase: string): void {
  const build = spawnSync(process.execPath, [join('node_modules', 'vite', 'bin', 'vite.js'), ...args], {
    stdio: 'inherit',
    env: { ...env, VITE_API_BASE_URL: apiBase },
  })
  if (build.status !== 0) throw new Error(`vite ${args.join(' ')} failed`)
}

async function main() {
  const apiPort = env.BENCH_API_PORT ? Number(env.BENCH_API_PORT) : await freePort()
  const staticPort = env.BENCH_APP_PORT ? Number(env.BENCH_APP_PORT) : await freePort()
  const serverPort = env.BENCH_APP_PORT ? staticPort + 1 : await freePort()
  const dist = resolve(env.BENCH_DIST ?? '.tmp/bench-dist')
  const serverEntry = join(`${dist}-server`, 'entry-server.js')
  // 127.0.0.1 throughout: both servers bind it, so no IPv6 attempt first.
  const apiBase = `http://127.0.0.1:${apiPort}/api/v1`

  if (env.BENCH_SKIP_BUILD !== '1') {
    console.log(`Building into ${dist} (and its renderer into ${dist}-server) for the API at ${apiBase}…`)
    vite(['build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], apiBase)
    vite(['build', '--ssr', '--outDir', `${dist}-server`, '--emptyOutDir', '--logLevel', 'warn'], apiBase)
  }
  const budget = measureBuild(dist)

  const store = await startStore({ dir: dist, appPort: staticPort, apiPort, host: '127.0.0.1', apiBase })
  // The renderer reads the same API, under the name the build uses: the store names its images after
  // the host it is asked on, and the page's CSP allows the build's API origin.
  env.STORE_API_URL = apiBase
  const rendering = await startStore({
    dir: dist,
    serverEntry,
    appPort: serverPort,
    apiPort: 0,
    appOnly: true,
    host: '127.0.0.1',
    apiBase,
  }).catch(async (err: unknown) => {
    await store.close()
    throw err
  })
  const origins: Record<Mode, string> = {
    static: `http://127.0.0.1:${store.app.port}`,
    server: `http://127.0.0.1:${rendering.app.port}`,
  }
  const chromePath = chromiumPath() ?? undefined
  try {
    const products = (await (await fetch(`${apiBase}/products`)).json()) as { data?: { id: string }[] }
    const productId = products.data?.[0]?.id
    if (!productId) throw new Error('The API returned no product to measure')
    const pages: { name: PageName; path: string }[] = [
      { name: 'Home', path: '/' },
      { name: 'Listing', path: LISTING },
      { name: 'Product', path: `/product/${encodeURIComponent(productId)}` },
      { name: 'Cart', path: '/cart' },
    ]

    const lighthouse: LighthousePage[] = []
    if (ONLY !== 'offline') {
      const runs = pages.map(() => ({ static: [] as LighthouseFigures[], server: [] as LighthouseFigures[] }))
      const chrome = await launchChrome(chromePath)
      try {
        // Run by run, page by page, mode after mode: a busy moment of the machine hits both modes.
        for (let i = 0; i < RUNS; i++)
          for (const [p, page] of pages.entries())
            for (const mode of MODES) {
              process.stdout.write(`Lighthouse run ${i + 1}/${RUNS}, ${page.name}, ${mode}…        \r`)
              runs[p]![mode].push(await runLighthouse(origins[mode] + page.path, chrome.port))
            }
      } finally {
        chrome.kill()
      }
      for (const [p, page] of pages.entries()) {
        const series = (mode: Mode) => ({ runs: runs[p]![mode], median: medianFigures(runs[p]![mode]) })
        lighthouse.push({ ...page, static: series('static'), server: series('server') })
      }
    }

    const offline: OfflinePage[] = []
    if (ONLY !== 'lighthouse') {
      console.log(`\nOffline repeat visits (${OFFLINE_RUNS} runs each, same tab and after a browser restart)…`)
      const measured = await measureOffline({
        sites: MODES.map((mode) => ({ name: mode, origin: origins[mode] })),
        paths: ['/', LISTING],
        runs: OFFLINE_RUNS,
        chromePath,
      })
      for (const page of pages.filter((p) => p.path === '/' || p.path === LISTING)) {
        const of = (mode: Mode) => {
          const r = measured.find((m) => m.site === mode && m.path === page.path)!
          return {
            sameTab: { runs: r.sameTab, median: median(r.sameTab) },
            restart: { runs: r.restart, median: median(r.restart) },
            servedBySw: r.servedBySw,
          }
        }
        offline.push({ ...page, static: of('static'), server: of('server') })
      }
    }

    const report = buildReport(lighthouse, offline)
    const buildLines = [
      '| Build | Measured | Target |',
      '|---|---:|---:|',
      `| First-load JS of / (gzip) | ${kb(budget.firstLoadJs.bytes)} ${mark(budget.firstLoadJs.bytes <= TARGETS.firstLoadJs)} | ≤ ${kb(TARGETS.firstLoadJs)} |`,
      `| Precache (${budget.precache.count} files) | ${kb(budget.precache.bytes)} ${mark(budget.precache.bytes <= TARGETS.precache)} | ≤ ${kb(TARGETS.precache)} |`,
    ]
    const benchmarkIndex = median(
      lighthouse.flatMap((l) => MODES.flatMap((m) => l[m].runs.map((r) => r.benchmarkIndex))),
    )
    console.log(
      `\nLighthouse ${RUNS}× per page and mode, medians; mobile preset (simulated slow 4G, 4× CPU); offline ${OFFLINE_RUNS}× (4× CPU); Chromium ${chromeVersion(chromePath)}`,
    )
    console.log(
      `Machine: ${cpus().length} CPUs, load average ${loadavg()[0]!.toFixed(1)}, Lighthouse benchmarkIndex ${Math.round(benchmarkIndex)}\n`,
    )
    console.log(report.table)
    for (const mode of MODES) {
      const { met, of, missed } = report.met[mode]
      console.log(
        `\n${mode === 'static' ? 'Static host' : 'Server rendering'}: ${met} of ${of} targets met${missed.length ? `; missed: ${missed.join('; ')}` : ''}`,
      )
    }
    console.log(`\n${buildLines.join('\n')}`)
    for (const page of lighthouse)
      for (const mode of MODES)
        if (page[mode].median.lcpElement)
          console.log(`LCP element, ${page.name}, ${mode}: ${page[mode].median.lcpElement}`)

    const results = {
      date: new Date().toISOString(),
      // CPU contention skews TBT and every CPU-bound figure (Lighthouse multiplies observed task times by 4).
      machine: { cpus: cpus().length, loadAverage1m: loadavg()[0], benchmarkIndex },
      commit: gitCommit(),
      chromium: chromeVersion(chromePath),
      settings: {
        lighthouseRuns: RUNS,
        offlineRuns: OFFLINE_RUNS,
        preset: 'Lighthouse 12 default (mobile, simulated slow 4G, 4× CPU)',
        modes: {
          static: 'the build as a plain static host serves it (serve/static-server.ts)',
          server: 'the same build through the server-rendering server (serve/ssr-server.ts), same API',
        },
        order: 'modes take turns on every run: static, server, static, server…',
      },
      targets: TARGETS,
      met: report.met,
      lighthouse,
      offline,
      build: { firstLoadJs: budget.firstLoadJs, precache: budget.precache },
      table: report.table,
    }
    writeFileSync(new URL('./results.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`)
    console.log('\nWrote bench/results.json')
  } finally {
    await rendering.close()
    await store.close()
  }
}

const mark = (ok: boolean) => (ok ? '✓' : '✗')

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
