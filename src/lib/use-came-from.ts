import { useState } from 'react'

/** True when `value`'s latest change was from `from` (e.g. 'pending' → 'success'). */
export function useCameFrom<T>(value: T, from: T): boolean {
  const [seen, setSeen] = useState({ value, cameFrom: false })
  if (Object.is(seen.value, value)) return seen.cameFrom
  const cameFrom = Object.is(seen.value, from)
  setSeen({ value, cameFrom })
  return cameFrom
}
