// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { hydratesPrerenderedMarkup } from './server-rendered'

const page = (mark: string | null, at: string) => {
  document.body.innerHTML = `<div id="root"></div><div id="root-end" hidden${mark === null ? '' : ` data-prerendered="${mark}"`}></div>`
  history.replaceState(null, '', at)
}
afterEach(() => history.replaceState(null, '', '/'))

describe('hydratesPrerenderedMarkup', () => {
  it('is true at exactly the path the page was prerendered for', () => {
    page('/login', '/login')
    expect(hydratesPrerenderedMarkup()).toBe(true)
    page('/', '/#main')
    expect(hydratesPrerenderedMarkup()).toBe(true)
  })

  it("is false elsewhere: home's page sent by a host's fallback, a query, the shell", () => {
    page('/', '/contact')
    expect(hydratesPrerenderedMarkup()).toBe(false)
    page('/login', '/login?redirect=%2Forders')
    expect(hydratesPrerenderedMarkup()).toBe(false)
    page(null, '/cart')
    expect(hydratesPrerenderedMarkup()).toBe(false)
  })
})
