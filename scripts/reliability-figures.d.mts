/** One counted case, as the e2e suites record it (see tests/e2e/reliability.ts `Figure`). */
export interface FigureRow {
  suite: string
  tried: Record<string, string>
  executed?: number
  kept?: number
  lost?: number
}
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
export const KNOWN_SUITES: string[]
export function parseFigures(text: string): FigureRow[]
export function summarise(rows: FigureRow[]): FiguresSummary
export function markdownTable(summary: FiguresSummary): string[]
export function replaceReadmeTable(readme: string, table: string[]): string
