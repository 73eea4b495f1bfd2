// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { ServerStoreInfoSchema } from '../api/store-info'
import { fillPlaceholders, policyValues } from './placeholders'

const store = v.parse(ServerStoreInfoSchema, {
  storeName: 'Digital Bazaar',
  companyName: 'Digital Bazaar Retail Pvt. Ltd.',
  companyAddress: 'MG Road, Bengaluru 560001',
  companyEmail: 'support@digitalbazaar.in',
  companyPhone: '+91 80 4567 8901',
})

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

describe('placeholders', () => {
  it('fills every spelling with store values', () => {
    const out = fillPlaceholders(
      '{companyName} | {{companyEmail}} | [Company Address] | {COMPANY_PHONE}',
      policyValues(store),
    )
    expect(out).toBe(
      'Digital Bazaar Retail Pvt. Ltd. | support@digitalbazaar.in | MG Road, Bengaluru 560001 | +91 80 4567 8901',
    )
  })
  it('uses the fallbacks when store info is missing', () => {
    const out = fillPlaceholders(
      '{companyName}, {companyAddress}, {companyPhone}, {companyEmail}',
      policyValues(undefined),
    )
    expect(out).toBe('Company Name, Company Address, Phone Number, support@example.com')
  })
  it('escapes store values so they cannot inject markup', () => {
    const out = fillPlaceholders('<p>{companyName}</p>', {
      ...policyValues(undefined),
      companyName: '<img src=x onerror=alert(1)>',
    })
    expect(out).toBe('<p>&lt;img src=x onerror=alert(1)&gt;</p>')
  })
})
