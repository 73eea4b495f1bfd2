// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { focusPageStart } from './route-announcer'

afterEach(() => {
  document.body.innerHTML = ''
})

const page = (html: string) => {
  document.body.innerHTML = `<header><input id="search"></header><main id="main">${html}</main>`
  return document.getElementById('main')!
}

describe('focusPageStart: focus on the new page', () => {
  it("moves focus to the page's main heading", () => {
    page('<p>intro</p><h1>Cart</h1>')
    expect(focusPageStart().focused).toBe('heading')
    expect(document.activeElement?.textContent).toBe('Cart')
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1')
  })

  it('falls back to the main region, then moves on to the heading once the page shows it', async () => {
    const main = page('<div>loading…</div>')
    expect(focusPageStart().focused).toBe('main')
    expect(document.activeElement).toBe(main)
    main.insertAdjacentHTML('beforeend', '<h1>HDMI Cable</h1>')
    await new Promise((resolve) => queueMicrotask(() => resolve(undefined)))
    expect(document.activeElement?.textContent).toBe('HDMI Cable')
  })

  it('never takes focus back from where the shopper moved it', async () => {
    const main = page('<div>loading…</div>')
    focusPageStart()
    document.getElementById('search')!.focus()
    main.insertAdjacentHTML('beforeend', '<h1>HDMI Cable</h1>')
    await new Promise((resolve) => queueMicrotask(() => resolve(undefined)))
    expect(document.activeElement?.id).toBe('search')
  })
})
