import { useSyncExternalStore } from 'react'

/** Toasts without `sonner` on the first load: it is imported on the first call. */
export interface ToastInput {
  title: string
  description?: string
  variant?: 'default' | 'success' | 'destructive'
  action?: { label: string; onClick: () => void }
}

// The region mounts on the first notify() or when idle after load; sonner replays earlier toasts.
// Module state on purpose: sonner keeps its toasts per page, so the page has one region.
let toasterWanted = false
const listeners = new Set<() => void>()

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
      // The id makes a repeated message replace the one showing; a button toast stays 10 s to be reachable.
      show(title, {
        id: `${variant}\n${title}\n${description ?? ''}`,
        ...(description ? { description } : {}),
        ...(action ? { action, duration: 10_000 } : {}),
      })
    })
    .catch(() => {
      // Offline before the chunk was cached.
      console.warn(title, description)
    })
}
