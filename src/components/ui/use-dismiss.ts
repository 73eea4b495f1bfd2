import { useEffect, useEffectEvent, type RefObject } from 'react'

/** Why an open panel is being closed: Escape (focus goes back to its toggle) or a tap or focus outside it. */
export type DismissCause = 'escape' | 'outside'

/**
 * While `open`, closes a panel that lies over the page: Escape not already handled by something
 * inside it, a tap outside `area`, or focus moving out of `area` calls `onDismiss` once per event.
 */
export function useDismiss(
  open: boolean,
  area: RefObject<HTMLElement | null>,
  onDismiss: (cause: DismissCause) => void,
): void {
  const dismiss = useEffectEvent(onDismiss)
  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return
      // Handled here: a panel around this one keeps its place.
      e.preventDefault()
      dismiss('escape')
    }
    // The path, not the target: what the tap landed on may be gone once the panel changed.
    const onClick = (e: MouseEvent) => {
      if (area.current && !e.composedPath().includes(area.current)) dismiss('outside')
    }
    const onFocus = (e: FocusEvent) => {
      if (e.target instanceof Node && area.current && !area.current.contains(e.target)) dismiss('outside')
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('click', onClick)
    document.addEventListener('focusin', onFocus)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('click', onClick)
      document.removeEventListener('focusin', onFocus)
    }
  }, [open, area])
}
