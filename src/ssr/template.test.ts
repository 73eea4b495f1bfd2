// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { documentHead, fillTemplate, NONCE_SLOT, prepareTemplate, renderedRest, ROOT_END, staticRest } from './template'

const indexHtml = readFileSync(resolve('index.html'), 'utf8') // vitest runs from the repository root

/** The id of the element that follows `#root` in `html`, and whether it is hidden. */
function afterRoot(html: string): string {
  const next = new DOMParser().parseFromString(html, 'text/html').getElementById('root')?.nextElementSibling
  return `${next?.id} hidden=${next?.hasAttribute('hidden')}`
}

describe('the page shows once #root is parsed', () => {
  it("index.html's CSS hides #root until the element after it is parsed, and that element is ROOT_END", () => {
    expect(indexHtml).toMatch(/body:not\(:has\(> #root-end\)\) > #root \{\s*visibility: hidden;/)
    expect(afterRoot(indexHtml)).toBe('root-end hidden=true')
    expect(indexHtml).toContain(ROOT_END)
  })

  it('a server-rendered page keeps it right after #root, before the router scripts', () => {
    const html = fillTemplate(prepareTemplate(indexHtml), {
      app: '<h1>Plug</h1>',
      scripts: '<script nonce="n">1</script>',
      head: '<style>x{}</style>',
    })
    expect(html).toContain(`<div id="root" data-ssr><h1>Plug</h1></div>${ROOT_END}<script nonce="n">`)
    expect(afterRoot(html)).toBe('root-end hidden=true')
  })

  it('fillTemplate throws when the template has no #root', () => {
    expect(() => fillTemplate('<html><body></body></html>', { app: '', scripts: '', head: '' })).toThrow(/#root/)
  })
})

describe('the CSP nonce slot', () => {
  it('sits in a nonce attribute, never in a content attribute that CSS or markup could read', () => {
    const prepared = prepareTemplate(indexHtml)
    expect(prepared).toContain(`<meta property="csp-nonce" nonce="${NONCE_SLOT}" />`)
    expect(prepared).not.toMatch(new RegExp(`content="${NONCE_SLOT}"`))
  })
})

describe('a page sent in two parts', () => {
  const template = prepareTemplate(indexHtml)
  const rendered = fillTemplate(template, {
    app: '<h1>Plug</h1>',
    scripts: '',
    head: '<style data-styled="x">h1{}</style>',
    lang: 'hi',
  })

  it('the head and a rendered rest make the rendered document, its styles moved from the head to before #root', () => {
    const parts = documentHead(template, 'hi') + renderedRest(rendered, '<style data-styled="x">h1{}</style>')
    expect(parts).toBe(
      `<!DOCTYPE html>${rendered.replace('<style data-styled="x">h1{}</style></head>', '</head>').replace('<div id="root" data-ssr>', '<style data-styled="x">h1{}</style><div id="root" data-ssr>')}`,
    )
    expect(afterRoot(parts)).toBe('root-end hidden=true')
  })

  it("a static answer's rest: its styled-components styles, then its document from #root on", () => {
    const prerendered = template
      .replace('</head>', '<style data-styled="true">.hero{}</style></head>')
      .replace(
        /<div id="root">[\s\S]*?<\/div>\s*<div id="root-end"/,
        '<div id="root"><h1>Hero</h1></div><div id="root-end"',
      )
    const rest = staticRest(prerendered, template)
    expect(rest).toMatch(
      /^<style data-styled="true">\.hero\{\}<\/style><div id="root"><h1>Hero<\/h1><\/div><div id="root-end"/,
    )
    expect(rest).not.toContain('<head>')
  })

  it('an answer that is not one of the build pages gives the template shell', () => {
    expect(staticRest('Not Found', template)).toBe(template.slice(template.indexOf('<div id="root">')))
  })
})
