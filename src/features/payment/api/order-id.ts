/** From `?orderId=` (the router parses a numeric id as a number); over 200 or unprintable characters: undefined. */
export function toOrderId(raw: unknown): string | undefined {
  if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 0) return String(raw)
  if (typeof raw !== 'string') return undefined
  const id = raw.trim()
  return id && id.length <= 200 && !/[\u0000-\u001f\u007f]/.test(id) ? id : undefined
}

export function orderIdFromState(state: unknown): string | undefined {
  return state && typeof state === 'object' && 'orderId' in state
    ? toOrderId((state as { orderId: unknown }).orderId)
    : undefined
}
