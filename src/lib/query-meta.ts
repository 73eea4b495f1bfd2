import type { ToastInput } from './toast'

/**
 * What a query may carry in its `meta`: `errorToast` turns a failed load into the toast to show
 * (or null for none, e.g. a 401, which the session wiring handles by asking to sign in again).
 * The query client's QueryCache shows it once per failed fetch, so pages hold no toast effects.
 */
export interface AppQueryMeta extends Record<string, unknown> {
  errorToast?: (error: unknown) => ToastInput | null
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta
  }
}
