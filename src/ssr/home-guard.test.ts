import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { HOME_GUARD_HASH, HOME_GUARD_SCRIPT } from './home-guard'

describe('home guard', () => {
  it('is allowed by its hash', () => {
    const digest = createHash('sha256').update(HOME_GUARD_SCRIPT).digest('base64')
    expect(HOME_GUARD_HASH).toBe(`'sha256-${digest}'`)
  })

  it('empties the main anywhere but at /, and leaves home alone', () => {
    const run = (path: string) => {
      const main = { textContent: '<h1>Hero</h1>', attributes: {} as Record<string, string> }
      const element = { ...main, setAttribute: (k: string, v: string) => void (element.attributes[k] = v) }
      new Function('location', 'document', HOME_GUARD_SCRIPT)({ pathname: path }, { getElementById: () => element })
      return element
    }
    expect(run('/').textContent).toBe('<h1>Hero</h1>')
    for (const path of ['/contact', '/cart', '/orders', '/index.html']) {
      const main = run(path)
      expect(main.textContent, path).toBe('')
      expect(main.attributes['aria-busy'], path).toBe('true')
    }
  })
})
