import { useEffect, useState } from 'react'

/**
 * How many of a list's `total` items to render: all of them, or, when `staged` is true at mount,
 * `first` at once and `step` more in each later task (a timer), until all are in. Building a whole
 * page of product cards that arrives in one piece is one long task on a slow phone (≈ 200 ms at 4×
 * CPU): in steps, the first cards paint sooner and a tap or scroll is handled in between. Stage only
 * a list that replaces a placeholder; one that is on screen from the start (hydrated from the
 * server's markup, or put back by Back with its scroll place) must render whole. `staged` is read
 * at mount only. @returns a count from 0 to `total`.
 */
export function useStagedCount(total: number, staged: boolean, first = 2, step = 2): number {
  const [count, setCount] = useState(() => (staged ? first : Number.POSITIVE_INFINITY))
  useEffect(() => {
    if (count >= total) return
    const timer = setTimeout(() => setCount((shown) => shown + step), 0)
    return () => clearTimeout(timer)
  }, [count, total, step])
  return Math.min(count, total)
}
