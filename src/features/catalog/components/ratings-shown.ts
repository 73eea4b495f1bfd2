import { createContext, useContext } from 'react'

/** Whether the store lists the `reviews` extension: without it no rating is ever shown. Provided by the layout. */
export const RatingsShown = createContext(false)

export const useRatingsShown = (): boolean => useContext(RatingsShown)
