/*
 * What the page and the service worker say to each other about the outbox: the Background Sync
 * tag the page registers when it saves an order, and the message the worker posts to open tabs
 * after that sync fired (it sent what it could; the tabs reload, hand back refused orders and send
 * the rest).
 */

/** The Background Sync tag under which the service worker sends the outbox. */
export const OUTBOX_SYNC_TAG = 'storefront-outbox'

/** The type of the worker's message to open tabs after a Background Sync. */
export const OUTBOX_SYNC_MESSAGE = 'OUTBOX_SYNC'

/** The worker's message: `placed` lists the ids of the orders it placed (the tab offers to pay them). */
export interface OutboxSyncMessage {
  type: typeof OUTBOX_SYNC_MESSAGE
  placed: string[]
}

/** The most order ids one message names (the outbox holds at most 20 orders). */
const MAX_PLACED = 20

/**
 * Reads a message from the service worker: the sync message (order ids: at most 20 strings of up
 * to 200 characters, others dropped), or null for any other message.
 */
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

/** What the worker needs of an open tab (a `WindowClient`) to tell it the sync's news. */
export interface TabLike {
  focused: boolean
  visibilityState: DocumentVisibilityState
  postMessage(message: OutboxSyncMessage): void
}

/**
 * Posts the sync's news to the open tabs. The placed orders go to one tab only (the focused one,
 * else a visible one, else the first), so the shopper is told about each order once; every other
 * tab gets the message with no orders, and still reloads its lists and sends what is left.
 */
export function tellTabs(tabs: readonly TabLike[], message: OutboxSyncMessage): void {
  const announcer = tabs.find((tab) => tab.focused) ?? tabs.find((tab) => tab.visibilityState === 'visible') ?? tabs[0]
  for (const tab of tabs) tab.postMessage(tab === announcer ? message : { ...message, placed: [] })
}
