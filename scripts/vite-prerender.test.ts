// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { HOME_GUARD_SCRIPT } from '../src/ssr/home-guard'
import { fillStaticPage } from './vite-prerender'

const template = [
  '<!doctype html><html><head><meta charset="UTF-8" /><title>Online Store</title><style>#shell{}</style></head>',
  '<body><div id="root"><!-- why --><!--app--><div id="shell-header"></div><!--/app--><noscript>JS</noscript></div>',
  '<div id="root-end" hidden></div></body></html>',
].join('')

describe('fillStaticPage', () => {
  const view = {
    html: '<main><h1>Sign in</h1></main>',
    styleTags: '<style data-styled="true">.a{}</style>',
    title: 'Sign in · A&B <Store>',
  }

  it('puts the view in place of the static first view, its CSS at the end of <head> and its title', () => {
    const page = fillStaticPage(template, view)
    expect(page).toContain('<div id="root"><!-- why --><!--app--><main><h1>Sign in</h1></main><!--/app--><noscript>')
    expect(page).not.toContain('shell-header')
    expect(page).toContain('<style>#shell{}</style><style data-styled="true">.a{}</style></head>')
    expect(page).toContain('<title>Sign in · A&amp;B &lt;Store&gt;</title>')
  })

  it('leaves the root unmarked (rendered over, not hydrated) and adds no script', () => {
    const page = fillStaticPage(template, view)
    expect(page).not.toContain('data-ssr')
    expect(page).not.toContain('<script')
  })

  it('gives a page to hydrate a root holding its view alone and the path it was rendered for; home its guard', () => {
    const login = fillStaticPage(template, view, '/login')
    expect(login).toContain(
      '<div id="root"><main><h1>Sign in</h1></main></div><div id="root-end" hidden data-prerendered="/login"></div><noscript>JS</noscript></body>',
    )
    expect(login).not.toContain('<script')
    const home = fillStaticPage(template, view, '/')
    expect(home).toContain(
      `<main><h1>Sign in</h1></main></div><script>${HOME_GUARD_SCRIPT}</script><div id="root-end" hidden data-prerendered="/">`,
    )
  })

  it("modulepreloads the view's route chunks in the head, so they come with the entry, not after it", () => {
    const modules = ['/assets/_main-a.js', '/assets/page-b.js']
    for (const page of [
      fillStaticPage(template, view, '/login', modules),
      fillStaticPage(template, view, undefined, modules),
    ]) {
      const head = page.slice(0, page.indexOf('</head>'))
      expect(head).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/_main-a.js" /><link rel="modulepreload" crossorigin href="/assets/page-b.js" />',
      )
    }
    expect(fillStaticPage(template, view, '/login')).not.toContain('modulepreload')
  })

  it('refuses a template without the first-view markers', () => {
    expect(() => fillStaticPage('<html><head></head><body><div id="root"></div></body></html>', view)).toThrow(/app/)
  })
})
