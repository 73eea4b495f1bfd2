/**
 * A tiny observable value for module-level state read with `useSyncExternalStore` (the network
 * state, the update and install offers, and the value behind each storage store).
 */
export interface ValueStore<T> {
  get: () => T
  set: (next: T) => void
  subscribe: (listener: () => void) => () => void
}

/** Creates a store holding `initial`; `set` notifies only when the value changes (Object.is). */
export function createValueStore<T>(initial: T): ValueStore<T> {
  let value = initial
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    set: (next) => {
      if (Object.is(next, value)) return
      value = next
      // A copy: a listener may unsubscribe (or subscribe another) while being called.
      for (const l of [...listeners]) l()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
