import type { RouterHistory } from '@tanstack/react-router'

// Each router history's last navigation kind (none yet: the first page).
const lastActions = new WeakMap<RouterHistory, string>()

/** Records each navigation's kind; call once the router is rendered, so its own listener comes first. */
export function trackHistoryActions(history: RouterHistory): () => void {
  return history.subscribe(({ action }) => {
    lastActions.set(history, action.type)
  })
}

export const isHistoryTraversal = (history: RouterHistory): boolean => {
  const last = lastActions.get(history)
  return last === 'BACK' || last === 'FORWARD' || last === 'GO'
}

export const isFirstPage = (history: RouterHistory): boolean => !lastActions.has(history)

/** Back/Forward and the first load restore scroll; a new navigation scrolls to the top. */
export const restoresScroll = (history: RouterHistory): boolean => isFirstPage(history) || isHistoryTraversal(history)
