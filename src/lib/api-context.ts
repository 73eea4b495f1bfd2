import { createContext, useContext } from 'react'
import type { ApiClient } from './api-client'

/** The app's store API client for components (loaders get it from the router's context). */
export const ApiContext = createContext<ApiClient | null>(null)

/** The store API client of the app rendering this component. @throws Error outside the app's providers */
export function useApi(): ApiClient {
  const api = useContext(ApiContext)
  if (!api) throw new Error('No store API client here: render inside AppProviders')
  return api
}
