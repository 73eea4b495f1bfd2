/** Which edge of the screen toasts sit at, so they never cover a form's main button. */
export type ToastSide = 'top' | 'bottom'

/** A box's vertical extent in viewport px. */
export interface Span {
  top: number
  bottom: number
}

/** Where toasts can sit, in viewport px: the screen's height and each side's inset (top: below the sticky header). */
export interface ToastRoom {
  height: number
  topInset: number
  bottomInset: number
}

/** What toasts must never cover: a form's main (submit) button. */
export const KEEP_CLEAR_SELECTOR = 'form [type="submit"]'

/** The vertical band `stackHeight` px of toasts take at `side`. */
export function toastBand(side: ToastSide, room: ToastRoom, stackHeight: number): Span {
  return side === 'top'
    ? { top: room.topInset, bottom: room.topInset + stackHeight }
    : { top: room.height - room.bottomInset - stackHeight, bottom: room.height - room.bottomInset }
}

/** `current` while its band covers no `keepClear` box, else the other side if it covers fewer. */
export function chooseToastSide(
  current: ToastSide,
  room: ToastRoom,
  stackHeight: number,
  keepClear: readonly Span[],
): ToastSide {
  const covered = (side: ToastSide) => {
    const band = toastBand(side, room, stackHeight)
    return keepClear.filter((box) => box.bottom > band.top && box.top < band.bottom).length
  }
  const here = covered(current)
  if (here === 0) return current
  const other: ToastSide = current === 'top' ? 'bottom' : 'top'
  return covered(other) < here ? other : current
}
