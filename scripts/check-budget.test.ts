// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  firstLoadFiles,
  firstLoadKeys,
  htmlScriptFiles,
  LIMITS,
  measureBuild,
  precacheUrls,
  report,
  type BuildManifest,
} from './check-budget'

// The shape Vite 8 writes with build.manifest and TanStack autoCodeSplitting (trimmed from a real build).
const manifest: BuildManifest = {
  '_runtime.js': { file: 'assets/runtime.js' },
  '_react.js': { file: 'assets/react.js', imports: ['_runtime.js'] },
  '_styled.js': { file: 'assets/styled.js', imports: ['_runtime.js', '_react.js'] },
  '_dompurify.js': { file: 'assets/purify.js' },
  '_not-found.js': { file: 'assets/not-found.js' },
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_runtime.js', '_react.js'],
    dynamicImports: [
      'src/routes/_main.tsx?tsr-split=component',
      'src/routes/_main.tsx?tsr-split=notFoundComponent',
      'src/routes/_main/index.tsx?tsr-split=component---loader',
      'src/routes/_main/$policyType.tsx?tsr-split=component',
    ],
  },
  'src/routes/_main.tsx?tsr-split=component': {
    file: 'assets/_main-a.js',
    src: 'src/routes/_main.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  'src/routes/_main.tsx?tsr-split=notFoundComponent': {
    file: 'assets/_main-c.js',
    src: 'src/routes/_main.tsx?tsr-split=notFoundComponent',
    isDynamicEntry: true,
    imports: ['index.html', '_not-found.js'],
  },
  'src/routes/_main/index.tsx?tsr-split=component---loader': {
    file: 'assets/_main-b.js',
    src: 'src/routes/_main/index.tsx?tsr-split=component---loader',
    isDynamicEntry: true,
    imports: ['index.html', '_styled.js'],
    css: ['assets/home.css'],
  },
  'src/routes/_main/$policyType.tsx?tsr-split=component': {
    file: 'assets/policy.js',
    src: 'src/routes/_main/$policyType.tsx?tsr-split=component',
    isDynamicEntry: true,
    imports: ['index.html', '_dompurify.js'],
  },
}

describe('firstLoadKeys', () => {
  it('takes the entry, the home route chunks and their static imports, transitively, each once', () => {
    const keys = firstLoadKeys(manifest)
    expect(new Set(keys)).toEqual(
      new Set([
        'index.html',
        '_runtime.js',
        '_react.js',
        'src/routes/_main.tsx?tsr-split=component',
        'src/routes/_main/index.tsx?tsr-split=component---loader',
        '_styled.js',
      ]),
    )
    expect(keys).toHaveLength(6)
  })

  it("leaves out a route's not-found view, which loads only when shown", () => {
    const keys = firstLoadKeys(manifest)
    expect(keys).not.toContain('src/routes/_main.tsx?tsr-split=notFoundComponent')
    expect(keys).not.toContain('_not-found.js')
  })

  it('leaves out other routes and what only they import (DOMPurify of the policy page)', () => {
    const keys = firstLoadKeys(manifest)
    expect(keys).not.toContain('src/routes/_main/$policyType.tsx?tsr-split=component')
    expect(keys).not.toContain('_dompurify.js')
  })

  it('follows the route files it is given', () => {
    expect(firstLoadKeys(manifest, ['src/routes/_main/$policyType.tsx'])).toContain('_dompurify.js')
  })

  it('ignores imports that are not in the manifest instead of crashing', () => {
    expect(firstLoadKeys({ 'index.html': { file: 'a.js', isEntry: true, imports: ['_gone.js'] } })).toEqual([
      'index.html',
    ])
  })
})

describe('firstLoadFiles', () => {
  it('lists JS files and CSS apart', () => {
    const { js, css } = firstLoadFiles(manifest)
    expect(js).toContain('assets/index.js')
    expect(js).toContain('assets/_main-b.js')
    expect(js).not.toContain('assets/purify.js')
    expect(css).toEqual(['assets/home.css'])
  })
})

describe('htmlScriptFiles', () => {
  it('lists script sources and modulepreloads, not other links or other origins', () => {
    const html = [
      '<link rel="icon" href="/icons/icon.png">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/index-a.js">',
      '<link rel="preload" href="/assets/other.js" as="script">',
      '<script type="module" crossorigin src="/assets/boot-b.js"></script>',
      '<script src="https://cdn.example/x.js"></script>',
    ].join('')
    expect(htmlScriptFiles(html)).toEqual(['assets/index-a.js', 'assets/boot-b.js'])
  })
})

describe('precacheUrls', () => {
  it('reads the minified injected manifest, quoted or not, revision null or a hash, without duplicates', () => {
    const sw =
      'var a=1;precacheAndRoute([{"revision":null,"url":"assets/index.js"},{"revision":"abc","url":"index.html"},' +
      '{revision:"d",url:"icons/i.png"},{"url":"x.svg","revision":"e"},{"revision":"abc","url":"index.html"}]);' +
      'function c(e){let{revision:n,url:r}=e}'
    expect(precacheUrls(sw)).toEqual(['assets/index.js', 'index.html', 'icons/i.png', 'x.svg'])
  })

  it('finds nothing in a service worker without a manifest', () => {
    expect(precacheUrls('self.addEventListener("fetch",()=>{})')).toEqual([])
  })
})

describe('measureBuild and report', () => {
  function build(indexBytes: number) {
    const dir = mkdtempSync(join(tmpdir(), 'budget-'))
    mkdirSync(join(dir, '.vite'))
    mkdirSync(join(dir, 'assets'))
    writeFileSync(
      join(dir, '.vite', 'manifest.json'),
      JSON.stringify({ 'index.html': { file: 'assets/index.js', isEntry: true } }),
    )
    // Random bytes do not compress, so the gzip size is about the file size.
    const random = Buffer.alloc(indexBytes)
    for (let i = 0; i < random.length; i++) random[i] = Math.floor(Math.random() * 256)
    writeFileSync(join(dir, 'assets', 'index.js'), random)
    writeFileSync(join(dir, 'index.html'), '<!doctype html>')
    writeFileSync(
      join(dir, 'sw.js'),
      'x([{"revision":null,"url":"assets/index.js"},{"revision":"1","url":"index.html"}])',
    )
    return dir
  }

  it('passes a small build and sums the precached files', () => {
    const result = measureBuild(build(10_000))
    expect(result.firstLoadJs.bytes).toBeGreaterThan(9_000)
    expect(result.precache).toEqual({ bytes: 10_000 + 15, count: 2, missing: [] })
    expect(report(result).ok).toBe(true)
  })

  it('fails a build whose first-load JS is over the limit', () => {
    const result = measureBuild(build(LIMITS.firstLoadJs + 2048))
    const { ok, lines } = report(result)
    expect(ok).toBe(false)
    expect(lines.join('\n')).toMatch(/BUDGET FAILED: first-load JS/)
  })

  it('fails a build whose entry chunk is over its limit, though its first-load JS is within its own', () => {
    const result = measureBuild(build(LIMITS.entryJs + 2048))
    expect(result.firstLoadJs.bytes).toBeLessThan(LIMITS.firstLoadJs)
    const { ok, lines } = report(result)
    expect(ok).toBe(false)
    expect(lines.join('\n')).toMatch(/BUDGET FAILED: the entry chunk/)
    expect(lines.join('\n')).not.toMatch(/BUDGET FAILED: first-load JS/)
  })

  it('fails when the precache lists a file the build does not have', () => {
    const { ok } = report({
      entryJs: { file: 'assets/index.js', gzip: 1 },
      firstLoadJs: { bytes: 1, files: [] },
      precache: { bytes: 1, count: 1, missing: ['gone.js'] },
    })
    expect(ok).toBe(false)
  })

  it('fails over the precache limit', () => {
    const { ok } = report({
      entryJs: { file: 'assets/index.js', gzip: 1 },
      firstLoadJs: { bytes: 1, files: [] },
      precache: { bytes: LIMITS.precache + 1, count: 3, missing: [] },
    })
    expect(ok).toBe(false)
  })

  it('counts the JS index.html loads outside the manifest (a module a build step added), once', () => {
    const dir = build(10_000)
    writeFileSync(join(dir, 'assets', 'boot.js'), 'import("./index.js")')
    writeFileSync(
      join(dir, 'index.html'),
      '<link rel="modulepreload" href="/assets/index.js"><script type="module" src="/assets/boot.js"></script>',
    )
    expect(measureBuild(dir).firstLoadJs.files.map((f) => f.file)).toEqual(['assets/index.js', 'assets/boot.js'])
  })

  it('says so when the build has no manifest', () => {
    expect(() => measureBuild(mkdtempSync(join(tmpdir(), 'budget-')))).toThrow(/No build manifest/)
  })
})
