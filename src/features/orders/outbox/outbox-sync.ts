export const OUTBOX_SYNC_TAG = 'storefront-outbox'

export const OUTBOX_SYNC_MESSAGE = 'OUTBOX_SYNC'

/** The worker's message: `placed` lists the ids of the orders it placed (the tab offers to pay them). */
export interface OutboxSyncMessage {
  type: typeof OUTBOX_SYNC_MESSAGE
  placed: string[]
}

const MAX_PLACED = 20

/** Reads the worker's sync message (at most 20 ids of ≤ 200 characters), or null for any other message. */
export function readSyncMessage(data: unknown): OutboxSyncMessage | null {
  if (!data || typeof data !== 'object' || (data as { type?: unknown }).type !== OUTBOX_SYNC_MESSAGE) return null
  const placed = (data as { placed?: unknown }).placed
  return {
    type: OUTBOX_SYNC_MESSAGE,
    placed: Array.isArray(placed)
      ? placed
          .filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 200)
          .slice(0, MAX_PLACED)
      : [],
  }
}

/** What the worker needs of an open tab (a `WindowClient`). */
export interface TabLike {
  focused: boolean
  visibilityState: DocumentVisibilityState
  postMessage(message: OutboxSyncMessage): void
}

/** Posts the news to every open tab; the placed ids go to one only (focused, else visible, else first). */
export function tellTabs(tabs: readonly TabLike[], message: OutboxSyncMessage): void {
  const announcer = tabs.find((tab) => tab.focused) ?? tabs.find((tab) => tab.visibilityState === 'visible') ?? tabs[0]
  for (const tab of tabs) tab.postMessage(tab === announcer ? message : { ...message, placed: [] })
}
