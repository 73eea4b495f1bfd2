#!/usr/bin/env node
/**
 * Sums the reliability figures of the last e2e run from <output dir>/reliability-figures.jsonl,
 * which the e2e suites append to, one JSON line per counted case (`recordFigures` in
 * tests/e2e/reliability.ts): `{suite, tried, executed?, kept?, lost?}`. Every figure is counted
 * from those lines; none is written by hand. A suite this script has no wording for gets a row of
 * its own ("<suite> cases"), so new cases show up without changing it.
 *
 * Usage: `tsx scripts/reliability-figures.ts [output dir] [--json | --markdown | --readme [file]]`
 * after `npm run test:e2e` (the output dir defaults to test-results, Playwright's). `--markdown`
 * prints the README table; `--readme` writes it between `<!-- reliability:table -->` and
 * `<!-- /reliability:table -->` in docs/security.md (or the file named).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** One counted case, as the e2e suites record it (`Figure` in tests/e2e/reliability.ts). */
export interface FigureRow {
  suite: string
  tried: Record<string, string>
  executed?: number
  kept?: number
  lost?: number
}

/** The figures of a run, each counted from the rows (see `summarise`). */
export interface FiguresSummary {
  faultCases: number
  faultModes: number
  routes: number
  fullFaults: string[]
  partialFaults: { fault: string; routes: number }[]
  payloadCases: number
  payloadsExecuted: number
  cases: Record<string, number>
  checked: number
  lost: number
}

/** Suites with a wording of their own in the table; any other suite is listed as "<suite> cases". */
export const KNOWN_SUITES: string[] = [
  'fault-walk',
  'hostile-data',
  'storage',
  'concurrency',
  'shared-device',
  'navigation-safety',
]

const START = '<!-- reliability:table -->'
const END = '<!-- /reliability:table -->'

/**
 * Parses the JSONL text of a run into figure rows; blank lines are skipped.
 * Throws on a line that is not a JSON object with a `suite` string and a `tried` object.
 */
export function parseFigures(text: string): FigureRow[] {
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line, i) => {
      const row = JSON.parse(line) as FigureRow | null
      if (!row || typeof row.suite !== 'string' || !row.tried || typeof row.tried !== 'object') {
        throw new Error(`reliability-figures.jsonl line ${i + 1} is not a figure: ${line.slice(0, 200)}`)
      }
      return row
    })
}

/** A case's identity: its suite and everything in `tried`, key order aside. */
const caseKey = (row: FigureRow): string =>
  JSON.stringify([row.suite, Object.entries(row.tried).sort(([a], [b]) => (a < b ? -1 : 1))])

/** Rows of one suite, each distinct case once (a case recorded twice counts once). */
function distinctCases(rows: FigureRow[], suite: string): FigureRow[] {
  const seen = new Map<string, FigureRow>()
  for (const row of rows) if (row.suite === suite && !seen.has(caseKey(row))) seen.set(caseKey(row), row)
  return [...seen.values()]
}

/** Σ of a numeric field over every row (a missing or non-numeric value counts 0). */
const sum = (rows: FigureRow[], field: 'executed' | 'kept' | 'lost'): number =>
  rows.reduce((n, r) => n + (Number.isFinite(r[field]) ? (r[field] as number) : 0), 0)

/**
 * The figures of a run, each counted from the rows:
 * - fault walk: distinct (fault, route) pairs, fault modes, routes, and which modes covered fewer routes;
 * - hostile data: distinct (payload, place) pairs; payloads executed = Σ `executed`;
 * - storage, concurrency, shared-device, navigation-safety and every other suite: distinct cases;
 * - carts or inputs: checks made = Σ `kept` + Σ `lost`, lost = Σ `lost` (only measured checks count).
 */
export function summarise(rows: FigureRow[]): FiguresSummary {
  const faultCases = distinctCases(rows, 'fault-walk')
  // Every fault-walk row carries a `fault` and a `route` in `tried`.
  const routesByFault = new Map<string, Set<string>>()
  for (const r of faultCases) {
    const routes = routesByFault.get(r.tried.fault as string) ?? new Set<string>()
    routes.add(r.tried.route as string)
    routesByFault.set(r.tried.fault as string, routes)
  }
  const routes = new Set(faultCases.map((r) => r.tried.route))
  const cases: Record<string, number> = Object.fromEntries(
    [...new Set([...KNOWN_SUITES, ...rows.map((r) => r.suite)])].map((suite) => [
      suite,
      distinctCases(rows, suite).length,
    ]),
  )
  const lost = sum(rows, 'lost')
  return {
    faultCases: faultCases.length,
    faultModes: routesByFault.size,
    routes: routes.size,
    /** Fault modes walked over every route, and the others with how many routes each. */
    fullFaults: [...routesByFault].filter(([, r]) => r.size === routes.size).map(([f]) => f),
    partialFaults: [...routesByFault]
      .filter(([, r]) => r.size < routes.size)
      .map(([fault, r]) => ({ fault, routes: r.size })),
    payloadCases: cases['hostile-data'] as number,
    payloadsExecuted: sum(rows, 'executed'),
    cases,
    checked: sum(rows, 'kept') + lost,
    lost,
  }
}

/** The README table (markdown lines) for a summary. */
export function markdownTable(s: FiguresSummary): string[] {
  const faultNote = [
    `${s.fullFaults.length} faults × ${s.routes} routes`,
    ...s.partialFaults.map((p) => `plus '${p.fault}' on ${p.routes} route${p.routes === 1 ? '' : 's'}`),
  ].join(', ')
  const lines = [
    '| figure | count |',
    '|---|---|',
    `| faults × routes tried | ${s.faultCases} (${faultNote}) |`,
    `| payloads × places tried | ${s.payloadCases} (distinct hostile strings × places showing them) |`,
    `| payloads executed | ${s.payloadsExecuted} |`,
    `| storage corruptions recovered | ${s.cases.storage} |`,
    `| unsafe links refused | ${s.cases['navigation-safety']} |`,
    `| concurrency and shared-device cases | ${s.cases.concurrency} and ${s.cases['shared-device']} |`,
    `| carts or inputs lost | ${s.lost} of ${s.checked} checked |`,
  ]
  for (const [suite, n] of Object.entries(s.cases)) {
    if (!KNOWN_SUITES.includes(suite)) lines.push(`| ${suite.replace(/\|/g, '\\|')} cases | ${n} |`)
  }
  return lines
}

/**
 * `readme` with the text between the table markers replaced by `table`.
 * Throws when the markers are missing or out of order.
 */
export function replaceReadmeTable(readme: string, table: string[]): string {
  const start = readme.indexOf(START)
  const end = readme.indexOf(END)
  if (start === -1 || end < start) throw new Error(`README has no ${START} … ${END} block`)
  return `${readme.slice(0, start + START.length)}\n${table.join('\n')}\n${readme.slice(end)}`
}

function main(): void {
  const args = process.argv.slice(2)
  const at = args.indexOf('--readme')
  const next = at !== -1 ? args[at + 1] : undefined
  const readmeArg = next && !next.startsWith('--') ? next : undefined
  const dir = args.find((a, i) => !a.startsWith('--') && !(at !== -1 && i === at + 1)) ?? 'test-results'
  const file = `${dir.replace(/\/+$/, '')}/reliability-figures.jsonl`
  if (!existsSync(file)) {
    console.error(`No ${file}: run the e2e suite first (npm run test:e2e).`)
    process.exit(1)
  }
  const summary = summarise(parseFigures(readFileSync(file, 'utf8')))
  if (args.includes('--json')) console.log(JSON.stringify(summary, null, 2))
  else if (args.includes('--markdown')) console.log(markdownTable(summary).join('\n'))
  else if (at !== -1) {
    const readme = readmeArg ?? 'docs/security.md'
    writeFileSync(readme, replaceReadmeTable(readFileSync(readme, 'utf8'), markdownTable(summary)))
    console.log(`Wrote the reliability table to ${readme}.`)
  } else console.log(markdownTable(summary).join('\n'))
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main()
  } catch (err) {
    console.error(`reliability-figures: ${err instanceof Error ? err.message : err}`)
    process.exit(1)
  }
}
