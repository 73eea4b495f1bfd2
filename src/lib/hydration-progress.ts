import { createContext, useContext, useEffect, useRef } from 'react'
import { useHydrated } from './use-hydrated'

// Suspense boundaries hydrate after the root; a state change reaching one first is a mismatch (React error 418).

/** One page start's hydration of server or prerendered markup. */
export interface Hydration {
  /** Settles once every boundary of the markup has hydrated; maybe never. */
  readonly boundariesHydrated: Promise<void>
  /** Set before hydrating markup prerendered without store data: its queries read as pending until hydrated. */
  prerendered: boolean
  /** A boundary of the markup has hydrated (HydrationMark). */
  boundaryHydrated(): void
}

/** The page's hydration; null when nothing is hydrated (a fresh render, the server, the build). */
export const HydrationContext = createContext<Hydration | null>(null)

const BOUNDARY = '$'

/** Counts the markup's boundaries in `container` (call before hydrating). */
export function trackHydration(container: Node): Hydration {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_COMMENT)
  let pending = 0
  while (walker.nextNode()) if ((walker.currentNode as Comment).data === BOUNDARY) pending++
  let settle!: () => void
  const boundariesHydrated = new Promise<void>((resolve) => (settle = resolve))
  if (pending <= 0) settle()
  return {
    boundariesHydrated,
    prerendered: false,
    boundaryHydrated: () => {
      pending -= 1
      if (pending === 0) settle()
    },
  }
}

/** Put inside each Suspense boundary of server markup: reports the boundary once hydrated. */
export function HydrationMark(): null {
  const hydration = useContext(HydrationContext)
  const fromServer = useRef(!useHydrated())
  useEffect(() => {
    if (!fromServer.current) return
    // Once per mark (StrictMode runs effects twice).
    fromServer.current = false
    hydration?.boundaryHydrated()
  }, [hydration])
  return null
}
