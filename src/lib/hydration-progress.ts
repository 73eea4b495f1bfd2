import { useEffect, useRef } from 'react'
import { useHydrated } from './use-hydrated'

/*
 * When a server-rendered page has finished hydrating. React hydrates the root first and each
 * Suspense boundary of the server's HTML in a later pass of its own (a boundary inside another,
 * later still; a lazily loaded part only once its chunk is in), so the root's own effects run while
 * most of the page is still the server's markup, not yet React's. A router or store change that
 * reaches such a boundary before it has hydrated makes React hydrate it with the new state against
 * the old markup: a hydration mismatch (React error 418), and the page is rendered again from
 * scratch. Each boundary that can be in the server's HTML holds a HydrationMark (lazyOptional
 * parts carry their own; MainLayout marks the router's outlet), which reports once it has hydrated.
 */

let pending = 0
let settle: (() => void) | undefined

/** The data of the comment React writes before a finished Suspense boundary (`<!--$-->`). */
const BOUNDARY = '$'

/**
 * Counts the finished Suspense boundaries in the server's markup under `container`; call it once,
 * before hydrating. @returns a promise settled once each of them has hydrated (reported by the
 * HydrationMark inside it): at once when there is none. A boundary React renders afresh (its
 * markup did not match) never reports, so the promise can stay unsettled: use it for what may wait.
 */
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

/**
 * Renders nothing; put one inside each Suspense boundary that can be in server-rendered markup.
 * When its boundary has hydrated (its first render read the server's snapshot), it counts that
 * boundary as done; a mark rendered by the browser alone counts nothing.
 */
export function HydrationMark(): null {
  const fromServer = useRef(!useHydrated())
  useEffect(() => {
    if (!fromServer.current) return
    // Once per mark (development's StrictMode runs effects twice).
    fromServer.current = false
    pending -= 1
    if (pending === 0) settle?.()
  }, [])
  return null
}
