import type { RouterHistory } from '@tanstack/react-router'

let lastAction: string | undefined

/** Records each navigation's kind; call once the router is rendered, so its own listener comes first. */
export function trackHistoryActions(history: RouterHistory): () => void {
  return history.subscribe(({ action }) => {
    lastAction = action.type
  })
}

export const isHistoryTraversal = (): boolean =>
  lastAction === 'BACK' || lastAction === 'FORWARD' || lastAction === 'GO'

export const isFirstPage = (): boolean => lastAction === undefined

/** Back/Forward and the first load restore scroll; a new navigation scrolls to the top. */
export const restoresScroll = (): boolean => lastAction === undefined || isHistoryTraversal()
