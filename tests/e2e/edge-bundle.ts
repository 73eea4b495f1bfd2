import { execFileSync } from 'node:child_process'
import { existsSync, renameSync, rmSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { workerServers } from './servers'

/**
 * The edge Worker bundle of the one build (`${E2E_DIST}-edge/entry-edge.js`), which `npm run
 * test:e2e` makes with `npm run build:worker` before the run: every worker's build is a copy of the
 * same browser build, so one bundle serves them all. Built here when missing (a spec run on its
 * own), into a folder of its own first, so two workers building at once never mix their files.
 * @returns the bundle's absolute path.
 */
export function edgeBundle(): string {
  const base = workerServers(0).dist
  const bundle = resolve(`${base}-edge`, 'entry-edge.js')
  if (existsSync(bundle)) return bundle
  const outDir = dirname(bundle)
  const building = `${outDir}-${process.pid}`
  // Its own output only on failure (in the error); warnings still show.
  execFileSync('npx', ['vite', 'build', '-c', 'vite.edge.config.ts', '--logLevel', 'warn'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, EDGE_ASSETS_DIR: base, EDGE_OUT_DIR: building },
  })
  try {
    renameSync(building, outDir)
  } catch {
    // Another worker's build got there first: the same bundle.
    rmSync(building, { recursive: true, force: true })
  }
  return bundle
}
