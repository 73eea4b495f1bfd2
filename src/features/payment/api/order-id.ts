/**
 * An order id from the URL (`?orderId=`) or navigation state, or undefined. The router parses
 * search values as JSON, so a numeric id arrives as a number. Ids are at most 200 printable
 * characters; anything else counts as missing.
 */
export function toOrderId(raw: unknown): string | undefined {
  if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0) return String(raw)
  if (typeof raw !== 'string') return undefined
  const id = raw.trim()
  return id && id.length <= 200 && !/[\u0000-\u001f\u007f]/.test(id) ? id : undefined
}

/** The order id carried in router navigation state (`{ orderId }`), if any. */
export function orderIdFromState(state: unknown): string | undefined {
  return state && typeof state === 'object' && 'orderId' in state
    ? toOrderId((state as { orderId: unknown }).orderId)
    : undefined
}
