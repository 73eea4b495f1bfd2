import { useSyncExternalStore } from 'react'

/**
 * Toasts without putting the toast library on the first load: `sonner` is imported on the
 * first call. `title` is the toast's title, `description` its message.
 */
export interface ToastInput {
  title: string
  description?: string
  variant?: 'default' | 'success' | 'destructive'
  /** A button in the toast (its label is its accessible name), e.g. to pay an order just placed. */
  action?: { label: string; onClick: () => void }
}

/*
 * The toast region (sonner, ≈ 9 KB gzip) mounts once it is needed: on the first notify(), or when
 * the browser is idle after the page has loaded (so its live region exists before most toasts and
 * screen readers announce them), never competing with the first view's requests. Sonner
 * replays toasts created before its region subscribed, so an early notify() is not lost.
 */
let toasterWanted = false
const listeners = new Set<() => void>()

/** Asks for the toast region to be mounted (idempotent). */
export function wantToaster(): void {
  if (toasterWanted) return
  toasterWanted = true
  for (const listener of listeners) listener()
}

function subscribeToaster(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** True once the toast region should be mounted (see `wantToaster`); re-renders when it becomes true. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    subscribeToaster,
    () => toasterWanted,
    () => false,
  )
}

/** Calls `wantToaster` when the page has loaded and the main thread is idle (at most 3000 ms later). */
export function wantToasterWhenIdle(win: Window = window): void {
  const idle = () =>
    typeof win.requestIdleCallback === 'function'
      ? win.requestIdleCallback(wantToaster, { timeout: 3000 })
      : setTimeout(wantToaster, 1000)
  if (win.document.readyState === 'complete') idle()
  else win.addEventListener('load', idle, { once: true })
}

/** Shows a toast. Never throws. */
export function notify({ title, description, variant = 'default', action }: ToastInput): void {
  wantToaster()
  void import('sonner')
    .then(({ toast }) => {
      const show = variant === 'destructive' ? toast.error : variant === 'success' ? toast.success : toast
      // A toast with a button stays until it is used or closed (10 s at most), long enough to reach it.
      // The same message again (a query failing on each retry or refocus) replaces the one showing
      // rather than stacking a copy: sonner updates the toast of the same id.
      show(title, {
        id: `${variant}\n${title}\n${description ?? ''}`,
        ...(description ? { description } : {}),
        ...(action ? { action, duration: 10_000 } : {}),
      })
    })
    .catch(() => {
      // Offline before the chunk was cached: nothing better to do than the console.
      console.warn(title, description)
    })
}
