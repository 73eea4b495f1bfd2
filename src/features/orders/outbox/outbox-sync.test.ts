import { describe, expect, it } from 'vitest'
import { readSyncMessage } from './outbox-sync'

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
