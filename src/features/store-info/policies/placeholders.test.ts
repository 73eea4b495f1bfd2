// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { fillPlaceholders, policyValues } from './placeholders'

/** The text a browser shows for `html`. */
const textOf = (html: string) => {
  const box = document.createElement('div')
  box.innerHTML = html
  return box.textContent
}

describe('fillPlaceholders with replacement patterns in store values', () => {
  // In a replacement string `$\``, `$'` and `$&` stand for the text before, after and of the match,
  // so a store name carrying them would copy the policy's own markup into the page.
  const html =
    '<h2 id="a">Terms</h2><p>{companyName}</p><a href="/x">[Company Name]</a><p>Write to {{companyEmail}}</p>'

  it.each([
    ['$`', '$`'],
    ["$'", '$&#39;'],
    ['$&', '$&amp;'],
  ])('keeps %s in a store name literally and copies no markup', (sequence, escaped) => {
    const name = `Bazaar ${sequence} Ltd`
    const out = fillPlaceholders(html, {
      ...policyValues(undefined),
      companyName: name,
      companyEmail: `a${sequence}@b.in`,
    })
    expect(out).toBe(
      `<h2 id="a">Terms</h2><p>Bazaar ${escaped} Ltd</p><a href="/x">Bazaar ${escaped} Ltd</a><p>Write to a${escaped}@b.in</p>`,
    )
    expect(textOf(out)).toBe(`TermsBazaar ${sequence} LtdBazaar ${sequence} LtdWrite to a${sequence}@b.in`)
    expect(out.match(/<h2/g)).toHaveLength(1)
    expect(out.match(/<a /g)).toHaveLength(1)
  })

  it('keeps every other $ sequence literally too ($1, $<name>, $$)', () => {
    const out = fillPlaceholders('<p>{companyName}</p>', { ...policyValues(undefined), companyName: '$1 $<x> $$ $' })
    expect(out).toBe('<p>$1 $&lt;x&gt; $$ $</p>')
  })
})

describe('fillPlaceholders in one pass', () => {
  it('leaves a store value that looks like another placeholder as it is', () => {
    const values = { ...policyValues(undefined), companyName: '{companyEmail}', companyEmail: 'help@shop.in' }
    expect(fillPlaceholders('<p>{{companyName}} — {companyEmail}</p>', values)).toBe(
      '<p>{companyEmail} — help@shop.in</p>',
    )
  })
})
