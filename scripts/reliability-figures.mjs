#!/usr/bin/env node
/**
 * Sums the reliability figures of the last e2e run (issue 8 item 9) from
 * test-results/reliability-figures.jsonl, which the fault-walk, hostile-data, storage,
 * concurrency, shared-device and navigation-safety specs append to as they pass.
 * Usage: `node scripts/reliability-figures.mjs [output dir] [--json]` after `npm run test:e2e`
 * (the output dir defaults to test-results, Playwright's).
 */
import { existsSync, readFileSync } from 'node:fs'

const dir = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'test-results'
const FILE = `${dir.replace(/\/+$/, '')}/reliability-figures.jsonl`
if (!existsSync(FILE)) {
  console.error(`No ${FILE}: run the e2e suite first (npm run test:e2e).`)
  process.exit(1)
}
const rows = readFileSync(FILE, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line))

const distinct = (suite, keys) => new Set(rows.filter((r) => r.suite === suite).map((r) => keys.map((k) => r.tried[k]).join('\u0000'))).size
const sum = (field) => rows.reduce((n, r) => n + (r[field] ?? 0), 0)
const faults = new Set(rows.filter((r) => r.suite === 'fault-walk').map((r) => r.tried.fault))
const routes = new Set(rows.filter((r) => r.suite === 'fault-walk').map((r) => r.tried.route))

const figures = {
  'faults × routes tried': distinct('fault-walk', ['fault', 'route']),
  'fault modes': faults.size,
  'routes walked': routes.size,
  'payloads × places tried': distinct('hostile-data', ['payload', 'place']),
  'payloads executed': sum('executed'),
  'storage corruptions recovered': distinct('storage', ['key', 'value']),
  'concurrency cases': distinct('concurrency', ['action']),
  'shared-device cases': distinct('shared-device', ['after']),
  'unsafe links refused': distinct('navigation-safety', ['link', 'value']),
  'carts or inputs lost': sum('lost'),
}
if (process.argv.includes('--json')) console.log(JSON.stringify(figures, null, 2))
else for (const [k, v] of Object.entries(figures)) console.log(`${k.padEnd(32)} ${v}`)
