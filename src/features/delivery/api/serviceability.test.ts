import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-error'
import { fetchServiceability, toServiceability } from './serviceability'
import { testApi } from '@/test/api'

const api = testApi()

describe('toServiceability', () => {
  it('reads a deliverable answer with COD, city and state', () => {
    expect(
      toServiceability(
        {
          pincode: '560001',
          deliverable: true,
          estimatedDays: 3,
          cashOnDelivery: true,
          city: 'Bengaluru',
          state: 'Karnataka',
        },
        '560001',
      ),
    ).toEqual({
      pinCode: '560001',
      deliverable: true,
      estimatedDays: 3,
      cashOnDelivery: true,
      city: 'Bengaluru',
      state: 'Karnataka',
    })
  })

  it('reads the optional fields as absent when missing or not of their type', () => {
    expect(
      toServiceability({ deliverable: true, estimatedDays: 0, cashOnDelivery: 'yes', city: 42 }, '110001'),
    ).toEqual({ pinCode: '110001', deliverable: true, estimatedDays: 0, cashOnDelivery: false, city: '', state: '' })
  })

  it('reads a not-deliverable answer, bare or under data', () => {
    expect(toServiceability({ pincode: '845401', deliverable: false }, '845401')).toEqual({
      pinCode: '845401',
      deliverable: false,
    })
    expect(toServiceability({ data: { deliverable: false } }, '845401')).toEqual({
      pinCode: '845401',
      deliverable: false,
    })
  })

  it('treats unreadable answers as unreadable, never as deliverable', () => {
    const unreadable: unknown[] = [
      null,
      'deliverable',
      [],
      {},
      { deliverable: 'true', estimatedDays: 3 },
      { deliverable: 1, estimatedDays: 3 },
      { deliverable: true },
      { deliverable: true, estimatedDays: '3' },
      { deliverable: true, estimatedDays: 2.5 },
      { deliverable: true, estimatedDays: -1 },
      { deliverable: true, estimatedDays: 1e9 },
      { deliverable: true, estimatedDays: Number.NaN },
      { pincode: 560001, deliverable: true, estimatedDays: 3 },
    ]
    for (const body of unreadable) expect(toServiceability(body, '560001'), JSON.stringify(body)).toBeUndefined()
  })

  it('refuses an answer about another PIN code', () => {
    expect(toServiceability({ pincode: '110001', deliverable: true, estimatedDays: 2 }, '560001')).toBeUndefined()
  })
})

describe('fetchServiceability', () => {
  afterEach(() => vi.unstubAllGlobals())

  const answer = (body: string, status = 200) =>
    vi.fn(async (_url: string) => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }))

  it('asks for the PIN code and product and returns the answer', async () => {
    const fetchMock = answer(JSON.stringify({ pincode: '560001', deliverable: false }))
    vi.stubGlobal('fetch', fetchMock)
    await expect(fetchServiceability(api, '560001', 'p-1')).resolves.toEqual({ pinCode: '560001', deliverable: false })
    const url = new URL(fetchMock.mock.calls[0]![0])
    expect(url.pathname).toMatch(/\/serviceability$/)
    expect(url.searchParams.get('pincode')).toBe('560001')
    expect(url.searchParams.get('productId')).toBe('p-1')
  })

  it("throws 'invalid' for an unreadable answer, so it shows as not checked", async () => {
    vi.stubGlobal('fetch', answer(JSON.stringify({ deliverable: 'maybe' })))
    const error = await fetchServiceability(api, '560001', 'p-1').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).kind).toBe('invalid')
  })

  it('throws for a refused PIN code', async () => {
    vi.stubGlobal('fetch', answer(JSON.stringify({ message: 'bad pincode' }), 400))
    await expect(fetchServiceability(api, '560001', 'p-1')).rejects.toMatchObject({ kind: 'http', status: 400 })
  })
})
