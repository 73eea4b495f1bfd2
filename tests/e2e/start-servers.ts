import { spawn, type ChildProcess } from 'node:child_process'
import { cp, rm } from 'node:fs/promises'
import { workerServers } from './servers'

/*
 * The end-to-end suite's servers, all started at once: for each Playwright worker its reference
 * API, its static app server and its server-rendering app server (tests/e2e/servers.ts). Playwright
 * starts the entries of `webServer` one after another (about 15 s for nine); started together they
 * are ready in about half that. Prints "e2e servers ready" once every one answers; Playwright stops
 * the process group (this process and its servers) when the run ends.
 *
 * Usage: tsx tests/e2e/start-servers.ts <workers>
 */

const workers = Math.max(1, Number(process.argv[2] ?? 1))
const TSX = 'node_modules/.bin/tsx'
const children: ChildProcess[] = []

/** Starts `args` under tsx with `env` added; its output goes to ours, so Playwright shows it. */
function start(args: string[], env: Record<string, string>): void {
  const child = spawn(TSX, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] })
  child.on('exit', (code, signal) => {
    if (stopping) return
    console.error(`e2e server ${args.join(' ')} exited (${signal ?? code})`)
    stop(1)
  })
  children.push(child)
}

/** Resolves once `url` answers at all (any status), polling every 100 ms; rejects after `timeoutMs`. */
async function answers(url: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(5000) })
      return
    } catch {
      if (Date.now() > until) throw new Error(`${url} did not answer in ${timeoutMs} ms`)
      await new Promise((r) => setTimeout(r, 100))
    }
  }
}

let stopping = false
function stop(code: number): never {
  stopping = true
  for (const child of children) child.kill('SIGTERM')
  process.exit(code)
}
process.on('SIGTERM', () => stop(0))
process.on('SIGINT', () => stop(0))

async function startWorker(index: number): Promise<void> {
  const { apiPort, appPort, ssrAppPort, dist, serverEntry, apiBase } = workerServers(index)
  // The store API the app calls and the server renders from, under the name the browser uses: the
  // store names its images after the host it is asked on.
  const appEnv = { STORE_API_URL: apiBase }
  // SCRYPT_N: password hashing at a test cost (store-api/lib/passwords.ts), for the suite's many sign-ins.
  // STORE_PHOTOS_WARM=0: each photo is made when first asked for (once, in the shared .cache/), not all up front.
  start(['store-api/main.ts'], {
    PORT: String(apiPort),
    FAULTS: '1',
    APP_ORIGIN: `http://localhost:${appPort}`,
    SCRYPT_N: '1024',
    STORE_PHOTOS_WARM: '0',
  })
  // Worker i > 0 serves a copy of the one build: a few specs change the served folder.
  if (index > 0) {
    await rm(dist, { recursive: true, force: true })
    await cp(workerServers(0).dist, dist, { recursive: true })
  }
  // The production static server of `npm start --static` (compression, caching, CSP header, this
  // worker's /config.json), without its API: project `app` runs the app as a static host serves it.
  start(['serve/start.ts', '--app-only', '--static', '--port', String(appPort), '--dir', dist], appEnv)
  // The server-rendering server of `npm start` on the same build, once the API answers: its warm-up
  // renders each kind of page from the store (without it, each would fall back to the shell and
  // the first tests would pay for loading the render path).
  await answers(`http://127.0.0.1:${apiPort}/api/v1/storeInfo`)
  start(['serve/start.ts', '--app-only', '--port', String(ssrAppPort), '--dir', dist, '--server', serverEntry], appEnv)
  await Promise.all([answers(`http://localhost:${appPort}`), answers(`http://localhost:${ssrAppPort}`)])
}

try {
  await Promise.all(Array.from({ length: workers }, (_, i) => startWorker(i)))
  console.log('e2e servers ready')
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  stop(1)
}
