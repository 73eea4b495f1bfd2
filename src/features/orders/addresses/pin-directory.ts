import { INDIA_STATES } from '@/domain/india-states'
import { lazy } from '@/lib/memo'
import { DISTRICTS, PINS } from './pin-directory-data'

/* India Post's PIN codes → district and state (scripts/make-pin-directory.ts); a chunk of its own, loaded by the form. */

/** Where a PIN code is: the town or city (India Post's district) and the state, as INDIA_STATES writes it. */
export interface PinPlace {
  city: string
  state: string
}

function load(): Map<string, PinPlace> {
  const places = DISTRICTS.split(';').map((entry): PinPlace => {
    const [city = '', state = ''] = entry.split('|')
    return { city, state: INDIA_STATES[Number(state)] ?? '' }
  })
  const out = new Map<string, PinPlace>()
  let pin = 100000
  let place: PinPlace | undefined
  for (const entry of PINS.split(',')) {
    const [step = '0', district] = entry.split(':')
    pin += parseInt(step, 36)
    if (district !== undefined) place = places[parseInt(district, 36)]
    if (place) out.set(String(pin), place)
  }
  return out
}

const table = lazy(load)

/** The place of a six-digit PIN code in the directory, or undefined for one it does not list. */
export function lookupPin(pinCode: string): PinPlace | undefined {
  return table().get(pinCode.trim())
}
