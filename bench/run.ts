import { spawnSync, execSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { cpus, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { chromiumPath } from '../scripts/chromium-path'
import { measureBuild } from '../scripts/check-budget'
import { startStore, type RunningStore } from '../serve/start'
import type { RunningServer } from '../store-api/app'
import {
  AGAINST_TARGETS,
  buildComparison,
  PHOTO_TARGETS,
  replaceBlock,
  summarizeChecks,
  type Comparison,
} from './compare'
import { launchChrome, runLighthouse, type LighthouseFigures } from './lighthouse'
import { imageBytesTable, measureImageBytes, type ImageBytesRow } from './image-bytes'
import { measureOffline } from './offline'
import { buildRef, removeRef, serveRef, type RefBuild, type RefServers } from './ref-build'
import { serveShop, SHOP_PATHS, shopComparison } from './shop'
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
  type Report,
} from './report'

/**
 * `npm run bench`: builds the app and its server renderer, starts the reference API and the same
 * build in both serving modes — `dist/` as a plain static host serves it (serve/static-server.ts)
 * and the server-rendering server (serve/ssr-server.ts, reading the same API) — on free ports,
 * runs Lighthouse's mobile preset 3× on four pages and the offline repeat visit 5× on two, in each
 * mode, the modes taking turns on every run, prints one table (a column per mode) and writes
 * bench/results.json; then the image bytes of each page on a phone, Data saver off and on
 * (bench/image-bytes.ts), into docs/performance.md between the bench:images markers.
 *
 * `npm run bench -- --against REF` also builds the commit REF (bench/ref-build.ts: its own worktree,
 * dependencies, build and servers, the same API) and measures both builds, taking turns within every
 * run, page and mode; it prints one table of REF beside the current build with ratios and the checks
 * against REF (bench/compare.ts) instead of the absolute one, writes it into docs/performance.md
 * between the bench:against markers, and removes REF's worktree.
 *
 * `--shop DIR` adds Polymer Shop's build in DIR to the same Lighthouse runs (bench/shop.ts: its own
 * static host and pages, one mode) and prints, and with --against writes, the checks against it.
 *
 * Environment: BENCH_RUNS (3), BENCH_OFFLINE_RUNS (5), BENCH_PAGES (comma-separated page names, all
 * four when unset), BENCH_API_PORT, BENCH_APP_PORT (the static host; the server-rendering server
 * listens on the next port; free ports when unset), BENCH_DIST (.tmp/bench-dist; the renderer goes
 * to BENCH_DIST-server), BENCH_SKIP_BUILD=1 (reuse the builds, REF's too if its worktree was kept;
 * same API port), BENCH_ONLY (lighthouse | offline | images), CHROME_PATH; with --against, BENCH_KEEP_REF=1
 * (keep REF's worktree, .tmp/bench-ref, and its build).
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
/** 'lighthouse', 'offline' or 'images' runs that part only. */
const ONLY = env.BENCH_ONLY

/** Runs `vite` with `args`, for the API at `apiBase`; throws when it fails. */
function vite(args: string[], apiBase: string): void {
  const build = spawnSync(process.execPath, [join('node_modules', 'vite', 'bin', 'vite.js'), ...args], {
    stdio: 'inherit',
    env: { ...env, VITE_API_BASE_URL: apiBase },
  })
  if (build.status !== 0) throw new Error(`vite ${args.join(' ')} failed`)
}

/**
 * A site being measured: its name, its origin per serving mode (a mode it lacks is not measured:
 * Polymer Shop has only its static host), and its own address of a page where it differs.
 */
interface Site {
  name: string
  origins: Partial<Record<Mode, string>>
  paths?: Record<PageName, string>
}

/**
 * Lighthouse `RUNS`× on each page, in each mode, on each site: run by run, page by page, mode after
 * mode and site after site (their order swapped on every other run), so a busy moment of the machine
 * hits every column alike. Returns each site's pages and the 1-minute load average seen before each run.
 */
async function measureLighthouse(
  sites: Site[],
  pages: { name: PageName; path: string }[],
  chromePath: string | undefined,
): Promise<{ bySite: LighthousePage[][]; loads: number[] }> {
  const runs = sites.map(() =>
    pages.map(() => ({ static: [] as LighthouseFigures[], server: [] as LighthouseFigures[] })),
  )
  const loads: number[] = []
  let chrome = await launchChrome(chromePath)
  // A run that fails (Chrome's protocol timing out, as it has on Polymer Shop's product page after a
  // few runs) is tried once more in a fresh Chrome, so one hiccup does not throw away the whole bench.
  const measure = async (url: string): Promise<LighthouseFigures> => {
    try {
      return await runLighthouse(url, chrome.port)
    } catch (error) {
      console.warn(`\nLighthouse failed on ${url}, trying once more in a new Chrome: ${String(error)}`)
      chrome.kill()
      chrome = await launchChrome(chromePath)
      return runLighthouse(url, chrome.port)
    }
  }
  try {
    for (let i = 0; i < RUNS; i++)
      for (const [p, page] of pages.entries())
        for (const mode of MODES)
          // Sites swap order on every other run, so being measured first (the API not yet warm for
          // this page, say) does not always fall on the same one.
          for (const s of i % 2 ? [...sites.keys()].reverse() : sites.keys()) {
            const site = sites[s]!
            const origin = site.origins[mode]
            if (!origin) continue
            const who = sites.length > 1 ? `, ${site.name}` : ''
            process.stdout.write(`Lighthouse run ${i + 1}/${RUNS}, ${page.name}, ${mode}${who}…        \r`)
            loads.push(loadavg()[0]!)
            const path = site.paths?.[page.name] ?? page.path
            runs[s]![p]![mode].push(await measure(origin + path))
          }
  } finally {
    chrome.kill()
  }
  const bySite = sites.map((_, s) =>
    pages.map((page, p): LighthousePage => {
      const series = (mode: Mode) => ({ runs: runs[s]![p]![mode], median: medianFigures(runs[s]![p]![mode]) })
      return { ...page, static: series('static'), server: series('server') }
    }),
  )
  return { bySite, loads }
}

/** The offline repeat visit `OFFLINE_RUNS`× on `pages`, in each mode, on each site (all taking turns). */
async function measureOfflineSites(
  sites: Site[],
  pages: { name: PageName; path: string }[],
  chromePath: string | undefined,
): Promise<OfflinePage[][]> {
  // By position: REF and the current build may share a name (--against HEAD).
  const key = (s: number, mode: Mode) => `${s} ${mode}`
  const measured = await measureOffline({
    sites: sites.flatMap((site, s) => MODES.map((mode) => ({ name: key(s, mode), origin: site.origins[mode]! }))),
    paths: pages.map((p) => p.path),
    runs: OFFLINE_RUNS,
    chromePath,
  })
  return sites.map((_, s) =>
    pages.map((page): OfflinePage => {
      const of = (mode: Mode) => {
        const r = measured.find((m) => m.site === key(s, mode) && m.path === page.path)!
        return {
          sameTab: { runs: r.sameTab, median: median(r.sameTab) },
          restart: { runs: r.restart, median: median(r.restart) },
          servedBySw: r.servedBySw,
        }
      }
      return { ...page, static: of('static'), server: of('server') }
    }),
  )
}

async function main() {
  const { values: args } = parseArgs({
    options: { against: { type: 'string' }, shop: { type: 'string' }, 'ref-images': { type: 'string' } },
  })
  // `--ref-images drawn`: REF reads a second reference API serving the drawn art (the current build: photos).
  const refDrawn = args['ref-images'] === 'drawn'
  if (args['ref-images'] !== undefined && (!refDrawn || !args.against))
    throw new Error('--ref-images takes `drawn`, with --against REF')
  if (refDrawn && env.STORE_IMAGES === 'drawn')
    throw new Error('--ref-images drawn measures the current build on photos')
  const apiPort = env.BENCH_API_PORT ? Number(env.BENCH_API_PORT) : await freePort()
  const staticPort = env.BENCH_APP_PORT ? Number(env.BENCH_APP_PORT) : await freePort()
  const serverPort = env.BENCH_APP_PORT ? staticPort + 1 : await freePort()
  const dist = resolve(env.BENCH_DIST ?? '.tmp/bench-dist')
  const serverEntry = join(`${dist}-server`, 'entry-renderer.js')
  // 127.0.0.1 throughout: both servers bind it, so no IPv6 attempt first.
  const apiBase = `http://127.0.0.1:${apiPort}/api/v1`
  const refApiPort = refDrawn ? await freePort() : apiPort
  const refApiBase = `http://127.0.0.1:${refApiPort}/api/v1`
  const commit = gitCommit()
  // Read as the run starts: an edit made while it runs was not built.
  const changed = uncommitted() ? ' with uncommitted changes' : ''

  if (env.BENCH_SKIP_BUILD !== '1') {
    console.log(`Building into ${dist} (and its renderer into ${dist}-server) for the API at ${apiBase}…`)
    vite(['build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'warn'], apiBase)
    vite(['build', '--ssr', '--outDir', `${dist}-server`, '--emptyOutDir', '--logLevel', 'warn'], apiBase)
  }
  const budget = measureBuild(dist)

  const refRoot = resolve('.tmp/bench-ref')
  const keepRef = env.BENCH_KEEP_REF === '1'
  // Ctrl-C: exit through 'exit', which stops REF's servers (they run in process groups of their own).
  if (args.against) process.once('SIGINT', () => process.exit(130))
  let ref: RefBuild | null = null
  let refServers: RefServers | null = null
  let store: RunningStore | null = null
  let rendering: RunningStore | null = null
  let shopServer: Awaited<ReturnType<typeof serveShop>> | null = null
  let refApi: RunningServer | null = null
  try {
    if (args.against) ref = buildRef(args.against, refApiBase, { root: refRoot, reuse: env.BENCH_SKIP_BUILD === '1' })

    store = await startStore({ dir: dist, appPort: staticPort, apiPort, host: '127.0.0.1', apiBase })
    // The renderer reads the same API, under the name the build uses: the store names its images after
    // the host it is asked on, and the page's CSP allows the build's API origin.
    env.STORE_API_URL = apiBase
    rendering = await startStore({
      dir: dist,
      serverEntry,
      appPort: serverPort,
      apiPort: 0,
      appOnly: true,
      host: '127.0.0.1',
      apiBase,
    })
    const current: Site = {
      name: commit,
      origins: { static: `http://127.0.0.1:${store.app.port}`, server: `http://127.0.0.1:${rendering.app.port}` },
    }
    if (refDrawn) {
      const { startServer } = await import('../store-api/app')
      refApi = await startServer({ port: refApiPort, host: '127.0.0.1', faults: false, images: 'drawn' })
    }
    if (ref) refServers = await serveRef(ref, refApiBase)
    // REF, then the current build (Lighthouse swaps them on every other run).
    const builds: Site[] = ref && refServers ? [{ name: ref.commit, origins: refServers.origins }, current] : [current]
    // Polymer Shop (--shop DIR: its built folder) is measured in the same runs, on its static host only.
    if (args.shop) shopServer = await serveShop(args.shop)
    const shop: Site | null = shopServer
      ? { name: 'Polymer Shop', origins: { static: shopServer.origin }, paths: SHOP_PATHS }
      : null
    const sites = shop ? [...builds, shop] : builds
    const chromePath = chromiumPath() ?? undefined

    const products = (await (await fetch(`${apiBase}/products`)).json()) as { data?: { id: string }[] }
    const productId = products.data?.[0]?.id
    if (!productId) throw new Error('The API returned no product to measure')
    const pages = choosePages([
      { name: 'Home', path: '/' },
      { name: 'Listing', path: LISTING },
      { name: 'Product', path: `/product/${encodeURIComponent(productId)}` },
      { name: 'Cart', path: '/cart' },
    ])

    let lighthouse = sites.map((): LighthousePage[] => [])
    let loads: number[] = []
    if (ONLY !== 'offline' && ONLY !== 'images')
      ({ bySite: lighthouse, loads } = await measureLighthouse(sites, pages, chromePath))

    let offline = sites.map((): OfflinePage[] => [])
    const offlinePages = pages.filter((p) => p.path === '/' || p.path === LISTING)
    if (ONLY !== 'lighthouse' && ONLY !== 'images' && !refDrawn && offlinePages.length) {
      console.log(`\nOffline repeat visits (${OFFLINE_RUNS} runs each, same tab and after a browser restart)…`)
      offline = await measureOfflineSites(builds, offlinePages, chromePath)
    }

    // Image bytes on a phone, Data saver off and on: the current build only (a byte count needs no REF to compare against).
    let imageBytes: ImageBytesRow[] = []
    // The drawn catalogue has no photos: its byte counts would overwrite the photo table with nothing to say.
    if (refDrawn) console.log('\nImage bytes: not measured with --ref-images (Lighthouse only).')
    else if (env.STORE_IMAGES === 'drawn' && (ONLY === undefined || ONLY === 'images'))
      console.log('\nImage bytes: not measured on the drawn catalogue (STORE_IMAGES=drawn); the photo table is kept.')
    else if (ONLY === undefined || ONLY === 'images') {
      console.log('\nImage bytes at 412 px, DPR 2.625, Data saver off and on…')
      imageBytes = await measureImageBytes({ origins: current.origins as Record<Mode, string>, pages, chromePath })
      const { table, checks } = imageBytesTable(imageBytes)
      const text = [
        `Image bytes of ${commit}${changed}, ${new Date().toISOString()}: \`npm run bench\` (or \`BENCH_ONLY=images\`); a first visit at 412 × 915 px, DPR 2.625, scrolled to the end, no service worker; Data saver: the stored choice and \`Save-Data: on\`. "Share": of the photos as sent (the URLs without \`w\`/\`fm\`).`,
        '',
        table,
        '',
        ...checks.map((c) => `- ${c}`),
      ].join('\n')
      console.log(`\n${text}`)
      const doc = new URL('../docs/performance.md', import.meta.url)
      writeFileSync(doc, replaceBlock(existsSync(doc) ? readFileSync(doc, 'utf8') : null, text, 'images'))
    }
    if (ONLY === 'images') return

    const mine = { lighthouse: lighthouse[builds.length - 1]!, offline: offline[builds.length - 1]! }
    const againstShop = shop ? shopComparison(lighthouse[builds.length]!, mine.lighthouse) : null
    const report = buildReport(mine.lighthouse, mine.offline)
    const benchmarkIndex = median(
      lighthouse.flat().flatMap((l) => MODES.flatMap((m) => l[m].runs.map((r) => r.benchmarkIndex))),
    )
    const load = { median: median(loads.length ? loads : [loadavg()[0]!]), max: Math.max(...loads, loadavg()[0]!) }
    const machine = `${cpus().length} CPUs, load average (1 min) ${load.median.toFixed(1)} (up to ${load.max.toFixed(1)}), Lighthouse benchmarkIndex ${Math.round(benchmarkIndex)}`
    const settings = `Lighthouse ${RUNS}× per page and mode${sites.length > 1 ? ' and build' : ''}, medians; mobile preset (simulated slow 4G, 4× CPU)${offline.some((o) => o.length) ? `; offline ${OFFLINE_RUNS}× (4× CPU)` : ''}; Chromium ${chromeVersion(chromePath)}`

    let comparison: (Comparison & { text: string }) | null = null
    if (ref) {
      const refResults = { lighthouse: lighthouse[0]!, offline: offline[0]! }
      const compared = buildComparison(
        refResults,
        mine,
        { ref: ref.commit, current: commit },
        refDrawn ? 'photos-against-drawn' : 'same-catalogue',
      )
      // The photo check needs only its own pages.
      const fewPages = refDrawn ? !PHOTO_TARGETS.pages.every((n) => pages.some((p) => p.name === n)) : pages.length < 4
      const partial =
        RUNS < 3 || fewPages ? ' **Smoke run (fewer than 3 runs or too few pages): not a measurement.**' : ''
      const text = [
        `Bench against ${ref.commit} (REF) of ${commit}${changed} (current), ${new Date().toISOString()}: \`npm run bench -- --against ${args.against}${refDrawn ? ' --ref-images drawn' : ''}${args.shop ? ' --shop SHOP_BUILD' : ''}\`${refDrawn ? ': the current build on the photographed catalogue, REF on the drawn art (a second reference API)' : ''}${args.shop ? " (SHOP_BUILD: Polymer Shop's `build/esm-bundled`)" : ''}.${partial}`,
        `${settings}; pages ${pages.map((p) => p.name).join(', ')}; the builds take turns within every run, page and mode, swapping order from run to run.`,
        `Machine: ${machine}. Read the columns against each other, not as absolute figures.`,
        '',
        compared.table,
        '',
        summarizeChecks(compared.checks),
        ...(againstShop
          ? [
              '',
              `Against Polymer Shop (\`--shop\`, the same runs):`,
              '',
              againstShop.table,
              '',
              summarizeChecks(againstShop.checks, 'Polymer Shop'),
            ]
          : []),
      ].join('\n')
      comparison = { ...compared, text }
      console.log(`\n\n${text}`)
      const doc = new URL('../docs/performance.md', import.meta.url)
      const block = refDrawn ? 'against-photos' : 'against'
      writeFileSync(doc, replaceBlock(existsSync(doc) ? readFileSync(doc, 'utf8') : null, text, block))
      console.log('\nWrote the table into docs/performance.md')
    } else {
      printReport(report, budget, mine.lighthouse, settings, machine)
      if (againstShop)
        console.log(
          `\nAgainst Polymer Shop:\n${againstShop.table}\n${summarizeChecks(againstShop.checks, 'Polymer Shop')}`,
        )
    }

    const results = {
      date: new Date().toISOString(),
      // CPU contention skews TBT and every CPU-bound figure (Lighthouse multiplies observed task times by 4).
      machine: { cpus: cpus().length, loadAverage1m: loadavg()[0], loadAverage1mDuringRuns: load, benchmarkIndex },
      commit,
      chromium: chromeVersion(chromePath),
      settings: {
        lighthouseRuns: RUNS,
        offlineRuns: OFFLINE_RUNS,
        pages: pages.map((p) => p.name),
        preset: 'Lighthouse 12 default (mobile, simulated slow 4G, 4× CPU)',
        modes: {
          static: 'the build as a plain static host serves it (serve/static-server.ts)',
          server: 'the same build through the server-rendering server (serve/ssr-server.ts), same API',
        },
        order: ref
          ? 'for each run, page and mode, the builds in turn: REF first on odd runs, the current build first on even ones (Lighthouse); offline: for each page and run, REF then current'
          : 'modes take turns on every run: static, server, static, server…',
      },
      targets: TARGETS,
      met: report.met,
      lighthouse: mine.lighthouse,
      offline: mine.offline,
      build: { firstLoadJs: budget.firstLoadJs, precache: budget.precache },
      table: report.table,
      ...(ref && comparison
        ? {
            against: {
              commit: ref.commit,
              lighthouse: lighthouse[0],
              offline: offline[0],
              targets: AGAINST_TARGETS,
              checks: comparison.checks,
              table: comparison.table,
            },
          }
        : {}),
    }
    writeFileSync(new URL('./results.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`)
    console.log('\nWrote bench/results.json')
  } finally {
    await shopServer?.close()
    await refServers?.close()
    await refApi?.close()
    await rendering?.close()
    await store?.close()
    // Also after a failed install or build: the worktree is there once `git worktree add` ran.
    if (args.against && !keepRef) removeRef(refRoot)
  }
}

/** Prints the table of one build against the absolute targets, the build's budget and the LCP elements. */
function printReport(
  report: Report,
  budget: ReturnType<typeof measureBuild>,
  lighthouse: LighthousePage[],
  settings: string,
  machine: string,
): void {
  console.log(`\n${settings}`)
  console.log(`Machine: ${machine}\n`)
  console.log(report.table)
  for (const mode of MODES) {
    const { met, of, missed } = report.met[mode]
    console.log(
      `\n${mode === 'static' ? 'Static host' : 'Server rendering'}: ${met} of ${of} targets met${missed.length ? `; missed: ${missed.join('; ')}` : ''}`,
    )
  }
  console.log(
    [
      '',
      '| Build | Measured | Target |',
      '|---|---:|---:|',
      `| First-load JS of / (gzip) | ${kb(budget.firstLoadJs.bytes)} ${mark(budget.firstLoadJs.bytes <= TARGETS.firstLoadJs)} | ≤ ${kb(TARGETS.firstLoadJs)} |`,
      `| Precache (${budget.precache.count} files) | ${kb(budget.precache.bytes)} ${mark(budget.precache.bytes <= TARGETS.precache)} | ≤ ${kb(TARGETS.precache)} |`,
    ].join('\n'),
  )
  for (const page of lighthouse)
    for (const mode of MODES)
      if (page[mode].median.lcpElement)
        console.log(`LCP element, ${page.name}, ${mode}: ${page[mode].median.lcpElement}`)
}

/** The pages named in BENCH_PAGES (comma-separated, any case; all when unset); throws on an unknown name. */
function choosePages<T extends { name: PageName }>(pages: T[]): T[] {
  if (!env.BENCH_PAGES) return pages
  const wanted = env.BENCH_PAGES.split(',').map((n) => n.trim().toLowerCase())
  const unknown = wanted.filter((n) => !pages.some((p) => p.name.toLowerCase() === n))
  if (unknown.length)
    throw new Error(`BENCH_PAGES: no page named ${unknown.join(', ')} (${pages.map((p) => p.name).join(', ')})`)
  return pages.filter((p) => wanted.includes(p.name.toLowerCase()))
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

/** True when tracked files differ from HEAD, besides what the bench itself writes. */
function uncommitted(): boolean {
  try {
    return (
      execSync("git status --porcelain --untracked-files=no -- . ':!bench/results.json' ':!docs/performance.md'", {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() !== ''
    )
  } catch {
    return false
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
