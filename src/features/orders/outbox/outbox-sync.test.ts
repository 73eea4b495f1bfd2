import { describe, expect, it } from 'vitest'
import { OUTBOX_SYNC_MESSAGE, readSyncMessage, tellTabs, type OutboxSyncMessage } from './outbox-sync'

describe("the service worker's outbox message", () => {
  it('reads the ids placed, dropping anything that is not a short non-empty string', () => {
    expect(readSyncMessage({ type: 'OUTBOX_SYNC', placed: ['ORD-1', 7, '', 'x'.repeat(201), 'ORD-2'] })).toEqual({
      type: 'OUTBOX_SYNC',
      placed: ['ORD-1', 'ORD-2'],
    })
    expect(readSyncMessage({ type: 'OUTBOX_SYNC' })).toEqual({ type: 'OUTBOX_SYNC', placed: [] })
    expect(
      readSyncMessage({ type: 'OUTBOX_SYNC', placed: Array.from({ length: 50 }, (_, i) => `o${i}`) })?.placed,
    ).toHaveLength(20)
  })

  it('ignores every other message', () => {
    expect(readSyncMessage({ type: 'NETWORK_STATUS', online: true })).toBeNull()
    expect(readSyncMessage(null)).toBeNull()
    expect(readSyncMessage('OUTBOX_SYNC')).toBeNull()
  })
})

describe('tellTabs', () => {
  const message = { type: OUTBOX_SYNC_MESSAGE, placed: ['o-1'] } as const
  const tab = (name: string, focused: boolean, visibilityState: DocumentVisibilityState) => {
    const got: { name: string; placed: string[] }[] = []
    return {
      got,
      tab: { focused, visibilityState, postMessage: (m: OutboxSyncMessage) => got.push({ name, placed: m.placed }) },
    }
  }

  it('names the placed orders to the focused tab only; the others hear of the sync with none', () => {
    const [a, b, c] = [tab('a', false, 'visible'), tab('b', true, 'visible'), tab('c', false, 'hidden')]
    tellTabs([a.tab, b.tab, c.tab], { ...message, placed: ['o-1'] })
    expect([...a.got, ...b.got, ...c.got]).toEqual([
      { name: 'a', placed: [] },
      { name: 'b', placed: ['o-1'] },
      { name: 'c', placed: [] },
    ])
  })

  it('with no focused tab, a visible one; with none visible, the first', () => {
    const [a, b] = [tab('a', false, 'hidden'), tab('b', false, 'visible')]
    tellTabs([a.tab, b.tab], { ...message, placed: ['o-1'] })
    expect(b.got).toEqual([{ name: 'b', placed: ['o-1'] }])
    const [c, d] = [tab('c', false, 'hidden'), tab('d', false, 'hidden')]
    tellTabs([c.tab, d.tab], { ...message, placed: ['o-2'] })
    expect([...c.got, ...d.got]).toEqual([
      { name: 'c', placed: ['o-2'] },
      { name: 'd', placed: [] },
    ])
  })
})
