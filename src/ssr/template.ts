import { DATA_SAVER_ATTRIBUTE, type DataSaverMode } from '../lib/data-saver-mode'

/** index.html for SSR: no CSP meta (it blocks the router's scripts); the nonce hidden in a `nonce` attribute. */
export function prepareTemplate(html: string): string {
  return (
    html
      .replace(/^<!doctype html>\s*/i, '')
      // The router adds its late scripts before the exact bytes `</body></html>`.
      .replace(/<\/body>\s*<\/html>\s*$/i, '</body></html>')
      .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>\s*/i, '')
      .replace(/<meta charset="[^"]*"\s*\/?>/i, (m) => `${m}\n    <meta property="csp-nonce" nonce="${NONCE_SLOT}" />`)
  )
}

/** The element after `#root`; index.html's CSS shows the page once it is parsed. */
export const ROOT_END = '<div id="root-end" hidden></div>'

const STATIC_ROOT = '<div id="root">'

export const SSR_ROOT = '<div id="root" data-ssr>'

export const NONCE_SLOT = '__CSP_NONCE__'

/** `<html lang>` set to `lang`, and the Data saver mode the page is rendered in (`data-save-data`). */
function htmlAttributes(html: string, lang: string, dataSaver?: DataSaverMode): string {
  const saver = dataSaver ? ` ${DATA_SAVER_ATTRIBUTE}="${dataSaver}"` : ''
  return html.replace(/<html(?: lang="[^"]*")?(?=[\s>])/i, `<html lang="${lang}"${saver}`)
}

/** Puts the app into `#root`, scripts after `ROOT_END`, `head` into `<head>`. @throws without `#root` */
export function fillTemplate(
  template: string,
  parts: { app: string; scripts: string; head: string; lang?: string; dataSaver?: DataSaverMode },
): string {
  const start = template.indexOf(STATIC_ROOT)
  const end = template.lastIndexOf('</body>')
  if (start < 0 || end < start) throw new Error('index.html has no #root')
  const before = template.slice(0, start).replace('</head>', `${parts.head}</head>`)
  return (
    (parts.lang ? htmlAttributes(before, parts.lang, parts.dataSaver) : before) +
    `${SSR_ROOT}${parts.app}</div>${ROOT_END}${parts.scripts}` +
    template.slice(end)
  )
}

function rootStart(template: string): number {
  const start = template.indexOf(STATIC_ROOT)
  if (start < 0) throw new Error('index.html has no #root')
  return start
}

/** The document up to `#root`, sent ahead of a streamed page. @throws without `#root` */
export function documentHead(template: string, lang: string, dataSaver?: DataSaverMode): string {
  const before = template.slice(0, rootStart(template))
  return `<!DOCTYPE html>${htmlAttributes(before, lang, dataSaver)}`
}

/** What follows `documentHead`: the page's styles, then `html` from `#root` on. @throws without it */
export function renderedRest(html: string, styles: string): string {
  const start = html.indexOf(SSR_ROOT)
  if (start < 0) throw new Error('the rendered page has no server-rendered #root')
  return styles + html.slice(start)
}

const STYLED_TAGS = /<style[^>]*\sdata-styled[^>]*>[\s\S]*?<\/style>/g

/** After `documentHead` when rendering failed: the static answer from `#root` on, else `template`'s. */
export function staticRest(html: string, template: string): string {
  const start = html.indexOf(STATIC_ROOT)
  if (start < 0) return template.slice(rootStart(template))
  const head = html.slice(0, start)
  return (head.match(STYLED_TAGS) ?? []).join('') + html.slice(start)
}
