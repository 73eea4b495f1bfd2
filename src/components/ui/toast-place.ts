/** Where toasts sit: at an edge of the screen, or nearer the middle when both edges would cover a control. */
export type ToastSide = 'top' | 'bottom'

/** A box's vertical extent in viewport px. */
export interface Span {
  top: number
  bottom: number
}

/** A control toasts should not cover; a form's main button weighs more than any number of others. */
export interface KeepClear extends Span {
  weight: number
}

/** Toasts' place: the edge they hang from and their distance from it (px). */
export interface ToastPlace {
  side: ToastSide
  offset: number
}

/** Where toasts can sit, in viewport px: the screen's height and each side's inset (top: below the sticky header). */
export interface ToastRoom {
  height: number
  topInset: number
  bottomInset: number
}

/** A form's main (submit) button: toasts never cover one while any other place is free of it. */
export const MAIN_BUTTON_SELECTOR = 'form [type="submit"]'
/** Everything else a shopper may tap. */
export const CONTROL_SELECTOR =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex="0"]'
export const MAIN_BUTTON_WEIGHT = 1000
/** Space left between toasts and a control they are moved beside (px). */
const GAP_PX = 8

/** The vertical band `stackHeight` px of toasts take at `place`. */
export function toastBand(place: ToastPlace, room: ToastRoom, stackHeight: number): Span {
  return place.side === 'top'
    ? { top: place.offset, bottom: place.offset + stackHeight }
    : { top: room.height - place.offset - stackHeight, bottom: room.height - place.offset }
}

/** The edge's own place: `room`'s inset at `side`. */
export const edgePlace = (side: ToastSide, room: ToastRoom): ToastPlace => ({
  side,
  offset: side === 'top' ? room.topInset : room.bottomInset,
})

/**
 * The place for a stack `stackHeight` px tall that covers the least weight of `keepClear`. Ties keep
 * `current` (so shown toasts do not wander), then prefer the bottom edge, the top edge, and last a
 * place beside a control, nearest its edge. Places stay between the insets.
 */
export function chooseToastPlace(
  current: ToastPlace | null,
  room: ToastRoom,
  stackHeight: number,
  keepClear: readonly KeepClear[],
): ToastPlace {
  const bottom = edgePlace('bottom', room)
  const fromEdge = (place: ToastPlace) => place.offset - edgePlace(place.side, room).offset
  const beside = keepClear
    .flatMap((box): ToastPlace[] => [
      { side: 'bottom', offset: room.height - box.top + GAP_PX },
      { side: 'top', offset: box.bottom + GAP_PX },
    ])
    .sort((a, b) => fromEdge(a) - fromEdge(b))
  const fits = (place: ToastPlace) => {
    const band = toastBand(place, room, stackHeight)
    return band.top >= room.topInset && band.bottom <= room.height - room.bottomInset
  }
  const cover = (place: ToastPlace) => {
    const band = toastBand(place, room, stackHeight)
    return keepClear.reduce((sum, box) => (box.bottom > band.top && box.top < band.bottom ? sum + box.weight : sum), 0)
  }
  const candidates = [...(current ? [current] : []), bottom, edgePlace('top', room), ...beside].filter(fits)
  let best = candidates[0] ?? bottom
  let least = cover(best)
  for (const place of candidates) {
    if (least === 0) break
    const weight = cover(place)
    if (weight < least) [best, least] = [place, weight]
  }
  return best
}
