import type { OutboxEntry } from './outbox-store'
import { ASHA_ADDRESS } from '@/test/addresses'

const address = ASHA_ADDRESS
/** A valid outbox entry for tests (Asha's, placed in session 's-1'), with `over` applied. */
export const entryOf = (over: Partial<OutboxEntry> = {}): OutboxEntry => ({
  key: 'k-1',
  createdAt: 1_000_000,
  lines: [{ id: 'p1', name: 'Cable', image: '', price: 499.5, quantity: 2 }],
  shippingAddress: address,
  state: 'waiting',
  mayHaveReachedStore: false,
  session: 's-1',
  owner: 'asha@example.in',
  ...over,
})
