// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { ServerStoreInfoSchema } from '../api/store-info'
import { policyHtml } from './policy-html'

const store = v.parse(ServerStoreInfoSchema, {
  storeName: 'Digital Bazaar',
  companyName: 'Digital Bazaar Retail Pvt. Ltd.',
  companyAddress: 'MG Road, Bengaluru 560001',
  companyEmail: 'support@digitalbazaar.in',
  companyPhone: '+91 80 4567 8901',
})

describe('policyHtml', () => {
  it('renders the default text with the default figures and the company name', () => {
    const html = policyHtml('shipping', store)
    expect(html).toContain('0-7 working days')
    expect(html).toContain('10-15 business days')
    expect(html).toContain('Digital Bazaar Retail Pvt. Ltd.')
  })
  it('prefers the store override keyed by slug', () => {
    const withOverride = { ...store, policies: { terms: '<p>Our terms for {companyName}</p>' } }
    expect(policyHtml('terms', withOverride)).toBe('<p>Our terms for Digital Bazaar Retail Pvt. Ltd.</p>')
  })
  it('strips scripts, event handlers and javascript: links from overrides', () => {
    const hostile = {
      ...store,
      policies: {
        privacy:
          '<script>window.x=1</script><img src="x" onerror="window.x=1"><a href="javascript:alert(1)">go</a><style>body{display:none}</style><p>ok</p>',
      },
    }
    const html = policyHtml('privacy', hostile)
    expect(html).not.toMatch(/<script|onerror|javascript:|<style/i)
    expect(html).toContain('<p>ok</p>')
  })
})
