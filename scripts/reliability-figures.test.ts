// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { markdownTable, parseFigures, replaceReadmeTable, summarise, type FigureRow } from './reliability-figures'

const fault = (f: string, route: string, extra: Partial<FigureRow> = {}): FigureRow => ({
  suite: 'fault-walk',
  tried: { fault: f, route },
  ...extra,
})

const rows: FigureRow[] = [
  // Two modes over three routes, a third mode on one; one case recorded twice (counted once).
  ...['/', '/cart', '/login'].flatMap((r) => [
    fault('500', r, { kept: 1, lost: 0 }),
    fault('drop', r, { kept: 2, lost: 0 }),
  ]),
  fault('delay', '/cart', { kept: 1 }),
  fault('500', '/cart', { kept: 1, lost: 0 }),
  { suite: 'hostile-data', tried: { payload: '<script>', place: 'card' }, executed: 0 },
  { suite: 'hostile-data', tried: { place: 'card', payload: '<script>' }, executed: 0 },
  { suite: 'hostile-data', tried: { payload: '<img onerror>', place: 'card' }, executed: 1 },
  { suite: 'storage', tried: { key: 'cart', value: 'truncated' }, kept: 1, lost: 0 },
  { suite: 'storage', tried: { key: 'wishlist', value: 'truncated' } },
  { suite: 'concurrency', tried: { action: 'two tabs add at once' }, kept: 0, lost: 1 },
  { suite: 'navigation-safety', tried: { link: 'return path', value: '/.//evil' } },
  // Old rows with a bare `lost: 0` and no measured check count no check.
  { suite: 'shared-device', tried: { after: 'sign-out' }, lost: 0 },
  // Suites the script has no wording for get their own rows.
  { suite: 'idempotency', tried: { case: 'answer dropped, key honoured' }, kept: 1, lost: 0 },
  { suite: 'idempotency', tried: { case: 'answer dropped, plain store' }, kept: 1, lost: 0 },
]

describe('summarise', () => {
  it('counts distinct cases, sums executed, kept and lost, and lists unknown suites', () => {
    const s = summarise(rows)
    expect(s.faultCases).toBe(7)
    expect(s.faultModes).toBe(3)
    expect(s.routes).toBe(3)
    expect(s.fullFaults).toEqual(['500', 'drop'])
    expect(s.partialFaults).toEqual([{ fault: 'delay', routes: 1 }])
    expect(s.payloadCases).toBe(2)
    expect(s.payloadsExecuted).toBe(1)
    expect(s.cases).toMatchObject({
      storage: 2,
      concurrency: 1,
      'shared-device': 1,
      'navigation-safety': 1,
      idempotency: 2,
    })
    // kept: 3×1 + 3×2 + 1 + 1 (fault walk) + 1 (storage) + 2 (idempotency) = 14; lost: 1.
    expect(s.checked).toBe(15)
    expect(s.lost).toBe(1)
  })

  it('reads an empty run as zeros', () => {
    const s = summarise([])
    expect([s.faultCases, s.payloadsExecuted, s.checked, s.lost, s.cases.storage]).toEqual([0, 0, 0, 0, 0])
  })
})

describe('markdownTable', () => {
  it('writes every figure from the counts, including new suites', () => {
    expect(markdownTable(summarise(rows))).toEqual([
      '| figure | count |',
      '|---|---|',
      "| faults × routes tried | 7 (2 faults × 3 routes, plus 'delay' on 1 route) |",
      '| payloads × places tried | 2 (distinct hostile strings × places showing them) |',
      '| payloads executed | 1 |',
      '| storage corruptions recovered | 2 |',
      '| unsafe links refused | 1 |',
      '| concurrency and shared-device cases | 1 and 1 |',
      '| carts or inputs lost | 1 of 15 checked |',
      '| idempotency cases | 2 |',
    ])
  })
})

describe('parseFigures and replaceReadmeTable', () => {
  it('parses JSON lines, skipping blanks, and refuses a line that is not a figure', () => {
    expect(parseFigures('{"suite":"storage","tried":{"key":"cart"},"lost":0}\n\n')).toEqual([
      { suite: 'storage', tried: { key: 'cart' }, lost: 0 },
    ])
    expect(() => parseFigures('{"lost":0}')).toThrow(/line 1 is not a figure/)
  })

  it('replaces only the marked block of the README', () => {
    const readme = 'intro\n<!-- reliability:table -->\n| old | 0 |\n<!-- /reliability:table -->\nafter\n'
    expect(replaceReadmeTable(readme, ['| new | 1 |'])).toBe(
      'intro\n<!-- reliability:table -->\n| new | 1 |\n<!-- /reliability:table -->\nafter\n',
    )
    expect(() => replaceReadmeTable('no markers', [])).toThrow(/no <!-- reliability:table -->/)
  })
})
