import { useSyncExternalStore } from 'react'
import { onlineManager } from '@tanstack/react-query'

const subscribe = (onChange: () => void) => onlineManager.subscribe(() => onChange())

/** Whether the device has a network, per onlineManager; not proof that requests get through. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => onlineManager.isOnline(),
    () => true,
  )
}
