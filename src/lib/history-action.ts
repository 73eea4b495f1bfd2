import type { RouterHistory } from '@tanstack/react-router'

/*
 * The kind of the latest navigation, from the router's history: a new one (a link, a button, a
 * redirect: PUSH or REPLACE) or a move through history (Back, Forward: BACK, FORWARD, GO).
 * Undefined until the first navigation after the page loaded.
 */
let lastAction: string | undefined

/**
 * Starts recording what kind each navigation is. Call it once the router is rendered (its own
 * history listener comes first), before the shopper can navigate. @returns the unsubscribe.
 */
export function trackHistoryActions(history: RouterHistory): () => void {
  return history.subscribe(({ action }) => {
    lastAction = action.type
  })
}

/** True while the latest navigation moved through history (Back / Forward) rather than to a new entry. */
export const isHistoryTraversal = (): boolean =>
  lastAction === 'BACK' || lastAction === 'FORWARD' || lastAction === 'GO'

/** True until the shopper's first navigation after the page loaded: the page on screen is the one the browser loaded. */
export const isFirstPage = (): boolean => lastAction === undefined

/**
 * The router's scroll restoration runs for Back / Forward (and the page's first load, so a reload
 * keeps its place; routerScrollRestoration narrows that to a first page with a saved place): it puts
 * back the position saved when that entry was left. A new navigation
 * is left alone here — it scrolls smoothly to the top instead (see widgets/layout/route-change.tsx).
 */
export const restoresScroll = (): boolean => lastAction === undefined || isHistoryTraversal()
