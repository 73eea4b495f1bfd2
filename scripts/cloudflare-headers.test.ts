// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applyHeadersFile } from '../tests/e2e/fake-assets'
import { cloudflareHeaders } from './cloudflare-headers'
import { startStaticServer, type RunningStaticServer } from '../serve/static-server'

const root = mkdtempSync(join(tmpdir(), 'cf-headers-'))
let server: RunningStaticServer
beforeAll(async () => {
  mkdirSync(join(root, 'assets'))
  writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>')
  writeFileSync(join(root, 'sw.js'), 'self')
  writeFileSync(join(root, 'assets', 'app-abc123.js'), 'export {}')
  server = await startStaticServer({
    root,
    port: 0,
    apiBase: 'https://api.shop.example.in/api/v1',
    imageOrigins: ['https://cdn.example.in'],
  })
})
afterAll(async () => {
  await server.close()
  rmSync(root, { recursive: true, force: true })
})

describe('cloudflareHeaders', () => {
  const file = cloudflareHeaders('https://api.shop.example.in/api/v1', { imageOrigins: ['https://cdn.example.in'] })

  it.each(['/', '/sw.js', '/assets/app-abc123.js'])('gives %s the headers the static server sends', async (path) => {
    const res = await fetch(`${server.url}${path}`)
    const headers = applyHeadersFile(file, path)
    for (const name of ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'cache-control'])
      expect(headers.get(name), name).toBe(res.headers.get(name))
  })

  it('leaves out the directives that would name an API the build does not know', () => {
    const policy = applyHeadersFile(cloudflareHeaders(null), '/').get('content-security-policy')!
    expect(policy).toContain("script-src 'self'")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).not.toMatch(/connect-src|default-src|img-src|form-action/)
  })
})
