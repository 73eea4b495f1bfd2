import { useState } from 'react'

/**
 * True when `value`'s latest change, in this component's lifetime, was from `from`: e.g. a status
 * that went from 'pending' to 'success' tells a page that has just replaced its placeholder from
 * one that had its data at mount. False at mount and while `value` has not changed.
 */
export function useCameFrom<T>(value: T, from: T): boolean {
  const [seen, setSeen] = useState({ value, cameFrom: false })
  if (Object.is(seen.value, value)) return seen.cameFrom
  // The value changed in this render: remember where it came from (React's pattern for state
  // derived from the previous render), and answer for this render at once.
  const cameFrom = Object.is(seen.value, from)
  setSeen({ value, cameFrom })
  return cameFrom
}
