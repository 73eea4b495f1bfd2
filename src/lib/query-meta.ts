import type { ToastInput } from './toast'

/** `errorToast` maps a failed load to its toast (null for none), shown once per failed fetch. */
export interface AppQueryMeta extends Record<string, unknown> {
  errorToast?: (error: unknown) => ToastInput | null
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta
  }
}
