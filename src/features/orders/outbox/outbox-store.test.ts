import { describe, expect, it } from 'vitest'
import { SHIPPING_ADDRESS_FIELDS, type ShippingAddress } from '@/domain/shipping-address'
import { MAX_LINE_QUANTITY } from '@/lib/order-limits'
import { createOutbox, decodeEntry, entryTotal, isExpired, memoryBackend, OUTBOX_MAX_AGE_MS } from './outbox-store'
import { entryOf } from './outbox.fixture'

describe('outbox store', () => {
  it('adds entries and reads them back oldest first', async () => {
    const outbox = createOutbox(memoryBackend())
    await outbox.put(entryOf({ key: 'b', createdAt: 20 }))
    await outbox.put(entryOf({ key: 'a', createdAt: 10 }))
    const { entries, dropped } = await outbox.read()
    expect(entries.map((e) => e.key)).toEqual(['a', 'b'])
    expect(dropped).toBe(0)
    expect(await outbox.get('b')).toEqual(entryOf({ key: 'b', createdAt: 20 }))
  })

  it('cancel (remove) takes one entry out and leaves the rest', async () => {
    const outbox = createOutbox(memoryBackend())
    await outbox.put(entryOf({ key: 'a' }))
    await outbox.put(entryOf({ key: 'b' }))
    await outbox.remove('a')
    expect((await outbox.read()).entries.map((e) => e.key)).toEqual(['b'])
    expect(await outbox.get('a')).toBeNull()
  })

  it('drops corrupt and old-shaped entries on read, counting them, and keeps the valid ones', async () => {
    const map = new Map<string, unknown>()
    const outbox = createOutbox(memoryBackend(map))
    await outbox.put(entryOf({ key: 'good' }))
    map.set('junk', 'not an object')
    map.set('old', { key: 'old', products: { p1: 2 } }) // an earlier shape, no version
    map.set('bad-line', { ...map.get('good')!, key: 'bad-line', lines: [{ id: 'p1', price: -1, quantity: 2 }] })
    map.set('mismatch', { ...(map.get('good') as object), key: 'other' })
    const { entries, dropped } = await outbox.read()
    expect(entries.map((e) => e.key)).toEqual(['good'])
    expect(dropped).toBe(4)
    expect([...map.keys()]).toEqual(['good'])
  })

  it('reads back all six address fields, and an entry missing one is unreadable', async () => {
    const address = entryOf().shippingAddress
    const earlier = { key: 'k-0', products: { p1: 1 }, shippingAddress: address, startedAt: 1 }
    const outbox = createOutbox(memoryBackend())
    await outbox.put(entryOf({ earlier }))
    expect(await outbox.get('k-1')).toEqual(entryOf({ earlier }))
    for (const k of SHIPPING_ADDRESS_FIELDS) {
      const { [k]: _dropped, ...rest } = address
      const short = rest as ShippingAddress
      expect(decodeEntry({ v: 1, ...entryOf({ shippingAddress: short }) }), k).toBeNull()
      expect(decodeEntry({ v: 1, ...entryOf({ earlier: { ...earlier, shippingAddress: short } }) }), k).toBeNull()
    }
  })

  it('takes a line of up to MAX_LINE_QUANTITY, not more', () => {
    const line = { id: 'p1', name: '', image: '', price: 1, quantity: MAX_LINE_QUANTITY }
    expect(decodeEntry({ v: 1, ...entryOf({ lines: [line] }) })).not.toBeNull()
    expect(decodeEntry({ v: 1, ...entryOf({ lines: [{ ...line, quantity: MAX_LINE_QUANTITY + 1 }] }) })).toBeNull()
  })

  it('refuses to save an entry that would not read back', async () => {
    const outbox = createOutbox(memoryBackend())
    await expect(outbox.put(entryOf({ lines: [] }))).rejects.toThrow()
  })

  it('expires after 72 hours, not before', () => {
    const e = entryOf({ createdAt: 0 })
    expect(isExpired(e, OUTBOX_MAX_AGE_MS)).toBe(false)
    expect(isExpired(e, OUTBOX_MAX_AGE_MS + 1)).toBe(true)
  })

  it('totals price × quantity in ₹', () => {
    expect(
      entryTotal(
        entryOf({
          lines: [
            { id: 'a', name: '', image: '', price: 10.5, quantity: 3 },
            { id: 'b', name: '', image: '', price: 2, quantity: 1 },
          ],
        }),
      ),
    ).toBe(33.5)
  })

  it('clear removes everything', async () => {
    const outbox = createOutbox(memoryBackend())
    await outbox.put(entryOf({ key: 'a' }))
    await outbox.clear()
    expect((await outbox.read()).entries).toEqual([])
  })
})
