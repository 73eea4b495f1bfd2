export interface ManifestChunk {
  file: string
  src?: string
  name?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
export type BuildManifest = Record<string, ManifestChunk>
export interface BudgetResult {
  firstLoadJs: { bytes: number; files: { file: string; gzip: number }[] }
  precache: { bytes: number; count: number; missing: string[] }
}
export const LIMITS: { firstLoadJs: number; precache: number }
export const TARGETS: { firstLoadJs: number; precache: number }
export const HOME_ROUTE_FILES: string[]
export function stripQuery(src: string): string
export function firstLoadKeys(manifest: BuildManifest, routeFiles?: string[]): string[]
export function firstLoadFiles(manifest: BuildManifest, routeFiles?: string[]): { js: string[]; css: string[] }
export function precacheUrls(swSource: string): string[]
export function gzipSize(buffer: Uint8Array | string): number
export function formatKB(bytes: number): string
export function measureBuild(dir: string): BudgetResult
export function report(result: BudgetResult): { ok: boolean; lines: string[] }
