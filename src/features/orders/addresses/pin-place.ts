import { INDIA_STATES } from '@/domain/india-states'
import type { PinPlace } from './pin-directory'

export type { PinPlace }

/** Another source of a PIN code's place (the store's serviceability answer); undefined when it does not know. */
export type PlaceOfPin = (pinCode: string) => Promise<Partial<PinPlace> | undefined>

/** The state as the form's list writes it (any case), or '' for one it does not list. */
export const listedState = (state: string | undefined): string =>
  INDIA_STATES.find((s) => s.toLowerCase() === (state ?? '').trim().toLowerCase()) ?? ''

/**
 * The place of a valid PIN code: the directory's (its chunk loads on the first call; works offline once cached), else
 * `fallback`'s with the state only when listed; undefined when neither knows it. Never rejects.
 */
export async function findPinPlace(pinCode: string, fallback?: PlaceOfPin): Promise<PinPlace | undefined> {
  const known = await import('./pin-directory').then(
    (m) => m.lookupPin(pinCode),
    () => undefined,
  )
  if (known) return known
  const other = await fallback?.(pinCode).catch(() => undefined)
  const city = other?.city?.trim().slice(0, 100) ?? ''
  const state = listedState(other?.state)
  return city || state ? { city, state } : undefined
}

/** The PIN's state when `chosen` (a state picked) contradicts it, else null. */
export const stateHint = (place: Partial<PinPlace> | null | undefined, chosen: string): string | null =>
  place?.state && chosen && chosen !== place.state ? place.state : null
