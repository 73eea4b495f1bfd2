import { createContext, useContext } from 'react'

/**
 * The hook saying whether the store lists the `reviews` extension (without it no rating shows), provided
 * by the layout: the catalogue cannot read store info itself. A hook, not a value, so that each card
 * reads the store's answer as it hydrates, and nothing above a part still hydrating ever changes.
 */
export const RatingsShown = createContext<() => boolean>(() => false)

export function useRatingsShown(): boolean {
  const useShown = useContext(RatingsShown)
  return useShown()
}
