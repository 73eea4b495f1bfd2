// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './test-app'

/* The `addresses` extension: a signed-in shopper's saved addresses, checked by the app's rules (src/domain). */

let t: TestApp
let token: string
beforeAll(async () => {
  t = await createTestApp({ faults: true })
}, 60_000)
beforeEach(async () => {
  await t.reset()
  token = await t.login()
})
afterAll(() => t.close())

const NEW = {
  fullName: 'Asha Rao',
  phone: '98765 43210',
  postalCode: '560001',
  line1: '12 MG Road',
  line2: 'Ashok Nagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  type: 'other',
}
const list = async () => (await t.call('GET', '/users/addresses', { token })).body.data as Record<string, unknown>[]

describe('saved addresses', () => {
  it("lists the capability and the demo shopper's two: home (the default) and work", async () => {
    expect((await t.call('GET', '/storeInfo')).body.capabilities).toContain('addresses')
    const saved = await list()
    expect(saved.map((a) => [a.type, a.isDefault])).toEqual([
      ['home', true],
      ['work', false],
    ])
    expect((await t.call('GET', '/users/addresses')).status).toBe(401)
  })

  it('adds (phone as +91 and 10 digits), edits and deletes; another id is a 404', async () => {
    const added = await t.call('POST', '/users/addresses', { token, body: NEW })
    expect(added.status).toBe(201)
    expect(added.body).toMatchObject({ ...NEW, phone: '+919876543210', isDefault: false })
    expect('landmark' in added.body).toBe(false)
    const id = added.body.id as string
    const edited = await t.call('PUT', `/users/addresses/${id}`, { token, body: { ...NEW, landmark: 'Metro' } })
    expect(edited.status).toBe(200)
    expect(edited.body.landmark).toBe('Metro')
    expect((await t.call('DELETE', `/users/addresses/${id}`, { token })).status).toBe(204)
    expect((await list()).length).toBe(2)
    expect((await t.call('DELETE', `/users/addresses/${id}`, { token })).status).toBe(404)
  })

  it('keeps one default: saving one as the default clears it on the others', async () => {
    const added = await t.call('POST', '/users/addresses', { token, body: { ...NEW, isDefault: true } })
    expect(added.body.isDefault).toBe(true)
    expect((await list()).filter((a) => a.isDefault).map((a) => a.id)).toEqual([added.body.id])
    const work = (await list()).find((a) => a.type === 'work')!
    await t.call('PUT', `/users/addresses/${String(work.id)}`, { token, body: { ...work, isDefault: true } })
    expect((await list()).filter((a) => a.isDefault).map((a) => a.id)).toEqual([work.id])
  })

  it("answers 400 with every invalid field's message under errors", async () => {
    const res = await t.call('POST', '/users/addresses', {
      token,
      body: { ...NEW, fullName: ' ', phone: '12345', postalCode: '012345', line2: '', state: 'Atlantis' },
    })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({
      fullName: 'Enter the full name',
      phone: 'Enter a valid 10-digit mobile number',
      postalCode: 'Enter a valid 6-digit PIN code',
      line2: 'Enter the area or street',
      state: 'Choose a state',
    })
    expect(res.body.message).toBe('Enter the full name')
    expect((await list()).length).toBe(2)
  })

  it('keeps at most 20', async () => {
    for (let i = 0; i < 18; i++) {
      expect((await t.call('POST', '/users/addresses', { token, body: NEW })).status).toBe(201)
    }
    const over = await t.call('POST', '/users/addresses', { token, body: NEW })
    expect(over.status).toBe(400)
    expect(over.body.message).toBe('You can save up to 20 addresses')
    expect((await list()).length).toBe(20)
  })

  it('is invisible on a plain store: no capability, 404', async () => {
    await t.call('POST', '/__profile', { body: { plain: true } })
    expect((await t.call('GET', '/storeInfo')).body.capabilities).toBeUndefined()
    expect((await t.call('GET', '/users/addresses', { token })).status).toBe(404)
  })
})
