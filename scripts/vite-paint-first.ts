import type { Plugin, Rolldown } from 'vite'

/**
 * The page's static first view (prerendered, server-rendered, or the shell) is painted before the
 * app's bundle is evaluated, and the bundle is not treated as needed for that paint:
 * - it still downloads at once (`<link rel="modulepreload">`, found with the HTML), at low fetch
 *   priority, so the document, the page's LCP image and the store-data preload go first;
 * - a tiny boot module evaluates it once the browser reports its first contentful paint.
 * Without this, a bundle that is already there (the service worker's copy, a fast network) is
 * evaluated before the first frame, and the static view waits for ≈ 430 KB of JavaScript to run;
 * Lighthouse's simulation then counts the bundle's download as needed for the first paint (a
 * high-priority script that finished before it), which put every page's FCP at ≈ 1.4 s.
 */

/** Longest wait (ms) for the first paint before the app starts anyway (a browser that never reports one). */
export const PAINT_WAIT_CAP_MS = 300

/**
 * The boot module's source: imports `entryUrl` (relative to the boot file, e.g. `./index-abc.js`)
 * once the first contentful paint is reported, at once when the page is hidden (a background tab
 * paints nothing) or the browser has no paint timing, and at the latest after PAINT_WAIT_CAP_MS.
 */
export function bootSource(entryUrl: string): string {
  return `let started = false
const start = () => {
  if (started) return
  started = true
  import(${JSON.stringify(entryUrl)})
}
try {
  if (document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes.includes('paint')) start()
  else {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return
      observer.disconnect()
      setTimeout(start)
    }).observe({ type: 'paint', buffered: true })
    setTimeout(start, ${PAINT_WAIT_CAP_MS})
    addEventListener('visibilitychange', start, { once: true })
  }
} catch {
  start()
}
`
}

/**
 * Swaps index.html's entry `<script type="module" src="/assets/{entry}">` for a low-priority
 * modulepreload of the same file and the boot module `/assets/{boot}`. Throws when the HTML has no such script, so a
 * changed Vite output fails the build rather than shipping an app that never starts.
 */
export function withBootScript(html: string, entryFile: string, bootFile: string): string {
  const tag = new RegExp(
    `<script type="module"( crossorigin)? src="/${entryFile.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"></script>`,
  )
  const match = tag.exec(html)
  if (!match) throw new Error(`index.html has no module script for ${entryFile}`)
  const crossorigin = match[1] ?? ''
  return html.replace(
    match[0],
    `<link rel="modulepreload" fetchpriority="low"${crossorigin} href="/${entryFile}">\n    <script type="module"${crossorigin} src="/${bootFile}"></script>`,
  )
}

/** The Vite plugin: emits `assets/boot-[hash].js` and rewrites index.html (before the prerender reads it). */
export function paintFirst(): Plugin {
  let isSsr = false
  return {
    name: 'storefront-paint-first',
    apply: 'build',
    configResolved(config) {
      isSsr = Boolean(config.build.ssr)
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (isSsr) return
        const html = bundle['index.html'] as Rolldown.OutputAsset | undefined
        const entry = Object.values(bundle).find((f): f is Rolldown.OutputChunk => f.type === 'chunk' && f.isEntry)
        if (!html || !entry) return
        const entryName = entry.fileName.slice(entry.fileName.lastIndexOf('/') + 1)
        const ref = this.emitFile({ type: 'asset', name: 'boot.js', source: bootSource(`./${entryName}`) })
        html.source = withBootScript(String(html.source), entry.fileName, this.getFileName(ref))
      },
    },
  }
}
