/**
 * Toasts without putting the toast library on the first load: `sonner` is imported on the
 * first call. `title` is the spec's toast title, `description` its message.
 */
export interface ToastInput {
  title: string
  description?: string
  variant?: 'default' | 'success' | 'destructive'
}

/** Shows a toast (spec §8 titles and messages). Never throws. */
export function notify({ title, description, variant = 'default' }: ToastInput): void {
  void import('sonner')
    .then(({ toast }) => {
      const show = variant === 'destructive' ? toast.error : variant === 'success' ? toast.success : toast
      show(title, description ? { description } : undefined)
    })
    .catch(() => {
      // Offline before the chunk was cached: nothing better to do than the console.
      console.warn(title, description)
    })
}
