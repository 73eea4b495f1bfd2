import { useEffect, useRef } from 'react'
import { useHydrated } from './use-hydrated'

// Suspense boundaries hydrate after the root; a state change reaching one first is a mismatch (React error 418).

let pending = 0
let settle: (() => void) | undefined

const BOUNDARY = '$'

/** Counts the server markup's boundaries (call before hydrating); settles once all hydrated, maybe never. */
export function serverBoundariesHydrated(container: Node): Promise<void> {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_COMMENT)
  let count = 0
  while (walker.nextNode()) if ((walker.currentNode as Comment).data === BOUNDARY) count++
  pending = count
  return new Promise<void>((resolve) => {
    settle = resolve
    if (pending <= 0) resolve()
  })
}

/** Put inside each Suspense boundary of server markup: reports the boundary once hydrated. */
export function HydrationMark(): null {
  const fromServer = useRef(!useHydrated())
  useEffect(() => {
    if (!fromServer.current) return
    // Once per mark (StrictMode runs effects twice).
    fromServer.current = false
    pending -= 1
    if (pending === 0) settle?.()
  }, [])
  return null
}
