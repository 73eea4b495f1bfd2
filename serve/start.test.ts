// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { startStore } from './start'

/** `npm start` (serve/start.ts) never enables the API's test-only fault switch. */
const dir = mkdtempSync(join(tmpdir(), 'store-dist-'))
writeFileSync(join(dir, 'index.html'), '<!doctype html><title>t</title>')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('npm start and the fault switch', () => {
  it('starts the API without /__faults or /__reset', async () => {
    const store = await startStore({ dir, appPort: 0, apiPort: 0 })
    try {
      const api = store.api!.url
      const fault = await fetch(`${api}/__faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"route":"*","mode":"500"}',
      })
      expect(fault.status).toBe(404)
      expect((await fetch(`${api}/__reset`, { method: 'POST' })).status).toBe(404)
      expect((await fetch(`${api}/storeInfo`)).status).toBe(200)
    } finally {
      await store.close()
    }
  }, 60_000)

  it('refuses to start when FAULTS is set', () => {
    const root = fileURLToPath(new URL('..', import.meta.url))
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'serve/start.ts', '--dir', dir], {
      cwd: root,
      env: { ...process.env, FAULTS: '1', APP_PORT: '0', API_PORT: '0', DB_DIR: '' },
      encoding: 'utf8',
      timeout: 20_000,
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('Refusing to start')
  })
})
