import { useSyncExternalStore } from 'react'
import { onlineManager } from '@tanstack/react-query'

const subscribe = (onChange: () => void) => onlineManager.subscribe(() => onChange())

/**
 * Whether the device has a network, as React Query's onlineManager says. The app's network watch
 * drives it: false once the browser goes offline, or when neither the store nor the app's own
 * origin answers; a store that alone does not answer still counts as online. `true` is not proof
 * that requests get through, so callers still handle network errors. Re-renders on change.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => onlineManager.isOnline(),
    () => true,
  )
}
