import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Plugin, PluginOption, UserConfig } from 'vite'
import type * as Entry from '../src/entry-prerender'
import { PRERENDERED_MARK, prerenderedFile, SHELL_FILE, TEMPLATE_FILE } from '../src/lib/prerendered-files.ts'
import { HOME_GUARD_SCRIPT } from '../src/ssr/home-guard.ts'
import { modulePreloadTags, modulesForPath, routeModules } from '../src/ssr/ssr-preload.ts'
import { ROOT_END } from '../src/ssr/template.ts'
import { serverTemplate } from './vite-storefront-html.ts'

/** What `src/entry-prerender.tsx` exports (read from its server build). */
type PrerenderEntry = typeof Entry

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/**
 * The built index.html with `view` in place of its static first view (between `<!--app-->` and
 * `<!--/app-->`), the view's CSS at the end of `<head>` and its title. A page (its `path` given) is
 * hydrated, so its `#root` holds the view alone (what else the template has there follows it), and
 * `#root-end` names its path: the browser hydrates it at that path only. Home's page also gets the
 * guard that empties its main anywhere else (src/ssr/home-guard.ts). The shell gets neither: the
 * browser renders over it. `modules` (`/assets/…` paths) are modulepreloaded: the view's route
 * chunks, requested with the entry.
 */
export function fillStaticPage(
  template: string,
  view: Entry.PrerenderedView,
  path?: string,
  modules: string[] = [],
): string {
  const start = template.indexOf('<!--app-->')
  const end = template.indexOf('<!--/app-->')
  if (start < 0 || end < start) throw new Error('index.html has no <!--app-->…<!--/app--> first view')
  const head = template
    .slice(0, start)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(view.title)}</title>`)
    .replace('</head>', `${view.styleTags}${modulePreloadTags(modules)}</head>`)
  if (path === undefined) return `${head}<!--app-->${view.html}${template.slice(end)}`
  const rootOpen = head.lastIndexOf(ROOT_OPEN)
  const rootEnd = template.indexOf(ROOT_END, end)
  const rootClose = template.lastIndexOf('</div>', rootEnd)
  if (rootOpen < 0 || rootEnd < 0 || rootClose < end) throw new Error('index.html has no #root and #root-end')
  const rest = template.slice(end + '<!--/app-->'.length, rootClose).trim()
  const guard = path === '/' ? `<script>${HOME_GUARD_SCRIPT}</script>` : ''
  const marked = ROOT_END.replace('hidden', `hidden ${PRERENDERED_MARK}="${escapeHtml(path)}"`)
  return `${head.slice(0, rootOpen)}${ROOT_OPEN}${view.html}</div>${guard}${marked}${rest}${template.slice(rootEnd + ROOT_END.length)}`
}

/** How `#root` opens in index.html. */
const ROOT_OPEN = '<div id="root">'

/**
 * Options: the plugins the server build of the prerender entry needs (the router's and React's),
 * and its defines and aliases (the server's: it renders with React DOM, not the browser's runtime).
 */
export interface PrerenderOptions {
  plugins: () => PluginOption[]
  define?: UserConfig['define']
  alias?: NonNullable<UserConfig['resolve']>['alias']
}

/**
 * After the client build is written, and before the service worker's precache list is made (the
 * PWA plugin does that when the bundle closes), renders the first views of PRERENDERED_PATHS with
 * the app's own routes and components and writes them next to index.html (`/` into index.html
 * itself), plus the route-neutral shell.html for every other path. The renderer is built for Node
 * into a temporary folder inside the project, so its bare imports resolve to node_modules.
 */
export function prerender(options: PrerenderOptions): Plugin {
  let root = process.cwd()
  let isSsr = false
  return {
    name: 'storefront-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root
      isSsr = Boolean(config.build.ssr)
    },
    writeBundle: {
      sequential: true,
      async handler(output) {
        if (isSsr || !output.dir) return
        const { build } = await import('vite')
        const tmp = join(root, `.prerender-${process.pid}`)
        try {
          await build({
            configFile: false,
            root,
            mode: 'production',
            logLevel: 'warn',
            define: options.define,
            resolve: { alias: options.alias },
            plugins: options.plugins(),
            publicDir: false,
            // styled-components has no `exports` map: Node would load its CommonJS build.
            ssr: { noExternal: ['styled-components'] },
            build: {
              ssr: resolve(root, 'src/entry-prerender.tsx'),
              outDir: tmp,
              emptyOutDir: true,
              target: 'node20',
              minify: false,
              sourcemap: false,
              rolldownOptions: { output: { entryFileNames: 'entry-prerender.js' } },
            },
          })
          const entry = (await import(pathToFileURL(join(tmp, 'entry-prerender.js')).href)) as PrerenderEntry
          await writePages(output.dir, entry)
        } finally {
          await rm(tmp, { recursive: true, force: true })
        }
      },
    },
  }
}

/**
 * Writes shell.html and every prerendered page into `dir`, from the built index.html, which is
 * first kept as TEMPLATE_FILE: a server that renders pages into it must not start from home's.
 */
async function writePages(dir: string, entry: PrerenderEntry): Promise<void> {
  const template = await readFile(join(dir, 'index.html'), 'utf8')
  const modules = routeModules(JSON.parse(await readFile(join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest)
  await mkdir(dirname(join(dir, TEMPLATE_FILE)), { recursive: true })
  await writeFile(join(dir, TEMPLATE_FILE), serverTemplate(template))
  // The shell is sent for the main layout's pages (the others are prerendered): its chunks come with the entry.
  const shell = fillStaticPage(template, await entry.prerenderShell(), undefined, modules.get(SHELL_LAYOUT) ?? [])
  await writeFile(join(dir, SHELL_FILE), shell)
  // One at a time: each render switches the renderer's query client offline and reads the router's store.
  for (const path of entry.PRERENDERED_PATHS) {
    const page = fillStaticPage(template, await entry.prerenderPath(path), path, modulesForPath(path, modules))
    await writeFile(join(dir, prerenderedFile(path)), page)
  }
}

/** The layout route the shell renders. */
const SHELL_LAYOUT = '/_main'

type Manifest = Parameters<typeof routeModules>[0]
