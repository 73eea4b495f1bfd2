// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { getOrder } from '../data/orders'
import { DEMO_ORDER_IDS } from '../seed/demo-shopper'
import { API, API_ORIGIN, createTestApp, TEST_APP_ORIGIN, type Json, type TestApp } from './test-app'

let t: TestApp
let token: string
// PGlite needs a few seconds to start, longer on a busy machine.
beforeAll(async () => {
  t = await createTestApp()
}, 60_000)
beforeEach(async () => {
  await t.reset()
  token = await t.login()
})
afterAll(() => t.close())

const fields = (paymentMethod: string) => ({
  fullName: 'Priya Sharma',
  email: 'demo@example.com',
  phone: '+919876543210',
  paymentMethod,
  consent: true,
})
const pay = (paymentMethod: string, orderId: string = DEMO_ORDER_IDS.pending) =>
  t.call('POST', '/payments', { token, body: { fields: fields(paymentMethod), orderId } })
const pendingTotal = '1847.00'
const upiUrl = `upi://pay?pa=digitalbazaar@okaxis&pn=Digital%20Bazaar&am=${pendingTotal}&cu=INR&tr=${DEMO_ORDER_IDS.pending}`

function postForm(path: string, form: Record<string, string>) {
  return t.app.request(`${API}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  })
}

describe('GET /payments/fields', () => {
  it('returns a bare array of field definitions for an Indian checkout', async () => {
    const res = await t.call('GET', '/payments/fields')
    expect(res.status).toBe(200)
    const byName = Object.fromEntries(res.body.map((f: Json) => [f.name, f]))
    expect(Object.keys(byName)).toEqual([
      'fullName',
      'email',
      'phone',
      'paymentMethod',
      'companyName',
      'gstin',
      'notes',
      'consent',
    ])
    expect(byName.phone).toMatchObject({
      type: 'tel',
      rules: { required: true, pattern: '^\\+91[6-9]\\d{9}$' },
      rulesMessages: { pattern: expect.any(String) },
    })
    expect(byName.paymentMethod.options.map((o: Json) => o.value)).toEqual(['upi_qr', 'upi_app', 'netbanking'])
    expect(byName.paymentMethod.defaultValue).toBe('upi_qr')
    expect(byName.gstin.showWhenFilled).toEqual(['companyName'])
    expect(new RegExp(byName.gstin.rules.pattern).test('29ABCDE1234F1Z5')).toBe(true)
    expect(byName.consent).toMatchObject({ type: 'checkbox', rules: { required: true } })
    for (const f of res.body)
      expect(Object.keys(f)).toEqual(
        expect.arrayContaining([
          'label',
          'placeholder',
          'description',
          'options',
          'inline',
          'mask',
          'rules',
          'rulesMessages',
          'defaultValue',
          'showWhenFilled',
        ]),
      )
  })
})

describe('POST /payments', () => {
  it('answers a UPI QR request with the upi:// link', async () => {
    const res = await pay('upi_qr')
    expect(res.body).toEqual({ success: true, action: { type: 'qr', qr: upiUrl } })
  })

  it('answers a UPI app request with a deep link', async () => {
    const res = await pay('upi_app')
    expect(res.body).toEqual({ success: true, action: { type: 'deeplink', redirectUrl: upiUrl } })
  })

  it('answers net banking with a POST redirect to the simulated bank', async () => {
    const res = await pay('netbanking')
    const bank = `${API_ORIGIN}/api/v1/bank/checkout`
    expect(res.body).toEqual({
      success: true,
      action: {
        type: 'redirect_post',
        redirectUrl: bank,
        formParams: {
          type: 'netbanking',
          url: bank,
          data: {
            orderId: DEMO_ORDER_IDS.pending,
            amount: pendingTotal,
            reference: expect.stringMatching(/^DBZ[0-9A-F]{12}$/),
          },
        },
      },
    })
  })

  it('reports an unsupported method or a missing required field as success: false', async () => {
    expect((await pay('bitcoin')).body).toEqual({ success: false, error: 'Unsupported payment method' })
    const res = await t.call('POST', '/payments', {
      token,
      body: { fields: { ...fields('upi_qr'), consent: false }, orderId: DEMO_ORDER_IDS.pending },
    })
    expect(res.body).toEqual({ success: false, error: 'Please accept the terms of payment' })
  })

  it('refuses orders that are not Pending, not the shopper’s, or unknown', async () => {
    const paid = await pay('upi_qr', DEMO_ORDER_IDS.processing)
    expect(paid.status).toBe(400)
    expect(paid.body).toEqual({ error: 'Only pending orders can be paid' })
    expect((await pay('upi_qr', 'nope')).status).toBe(404)
    await t.call('POST', '/users/register', {
      body: { email: 'ravi@example.com', password: 'secret12', firstName: 'Ravi', lastName: 'Kumar' },
    })
    token = await t.login('ravi@example.com', 'secret12')
    expect((await pay('upi_qr')).body).toEqual({ error: 'Order not found or access denied' })
  })

  it('answers 401 without a token and 400 to a malformed body', async () => {
    expect((await t.call('POST', '/payments', { body: { fields: {}, orderId: 'x' } })).status).toBe(401)
    const res = await t.call('POST', '/payments', { token, body: { fields: 'upi', orderId: DEMO_ORDER_IDS.pending } })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: 'fields must map field names to values' })
  })
})

describe('simulated bank', () => {
  async function bankForm() {
    const res = await pay('netbanking')
    const { formParams } = res.body.action
    return { type: formParams.type, url: formParams.url, ...formParams.data } as Record<string, string>
  }

  it('shows the amount and echoes every received field, escaped', async () => {
    const form = await bankForm()
    const res = await postForm('/bank/checkout', { ...form, extra: '<b>"hi"</b>' })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toMatch(/text\/html/)
    const html = await res.text()
    expect(html).toContain('Simulated bank')
    expect(html).toContain('₹1,847.00')
    for (const [k, v] of Object.entries(form))
      expect(html).toContain(`<dt>${k}</dt><dd>${v.replace(/&/g, '&#38;').replace(/"/g, '&#34;')}</dd>`)
    expect(html).toContain('&#60;b&#62;&#34;hi&#34;&#60;/b&#62;')
    expect(html).not.toContain('<b>')
    expect(html).toMatch(/<button type="submit" class="approve">Approve<\/button>/)
    expect(html).toMatch(/<button type="submit" class="decline">Decline<\/button>/)
  })

  it('approving moves the order to Processing and returns the shopper to the app', async () => {
    const form = await bankForm()
    const res = await postForm('/bank/complete', {
      orderId: form.orderId!,
      reference: form.reference!,
      decision: 'approve',
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe(`${TEST_APP_ORIGIN}/order-success?orderId=${DEMO_ORDER_IDS.pending}`)
    expect((await getOrder(t.db, DEMO_ORDER_IDS.pending))?.status).toBe(1)
    const again = await postForm('/bank/complete', {
      orderId: form.orderId!,
      reference: form.reference!,
      decision: 'approve',
    })
    expect(again.status).toBe(400)
  })

  it('declining leaves the order Pending and returns to the orders page', async () => {
    const form = await bankForm()
    const res = await postForm('/bank/complete', {
      orderId: form.orderId!,
      reference: form.reference!,
      decision: 'decline',
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe(`${TEST_APP_ORIGIN}/orders?payment=declined`)
    expect((await getOrder(t.db, DEMO_ORDER_IDS.pending))?.status).toBe(0)
  })

  it('serves a UPI app page for QR and deep-link payments that can approve', async () => {
    await pay('upi_qr')
    const page = await t.app.request(`${API}/bank/upi/${DEMO_ORDER_IDS.pending}`)
    const html = await page.text()
    expect(page.status).toBe(200)
    expect(html).toContain('Simulated UPI app')
    const reference = /name="reference" value="([^"]+)"/.exec(html)?.[1] ?? ''
    const res = await postForm('/bank/complete', { orderId: DEMO_ORDER_IDS.pending, reference, decision: 'approve' })
    expect(res.status).toBe(303)
    expect((await getOrder(t.db, DEMO_ORDER_IDS.pending))?.status).toBe(1)
  })

  it('refuses unknown payment requests', async () => {
    expect((await postForm('/bank/checkout', { orderId: DEMO_ORDER_IDS.pending, reference: 'DBZ000' })).status).toBe(
      404,
    )
    expect((await t.app.request(`${API}/bank/upi/${DEMO_ORDER_IDS.cancelled}`)).status).toBe(404)
    expect(
      (await postForm('/bank/complete', { orderId: DEMO_ORDER_IDS.pending, reference: 'x', decision: 'approve' }))
        .status,
    ).toBe(400)
  })
})
