import { createContext, useContext, useSyncExternalStore } from 'react'
import { onServer } from './on-server'
import { createStorageStore } from './storage-store'
import { DATA_SAVER_ATTRIBUTE, DATA_SAVER_KEY, isDataSaverMode as isMode, type DataSaverMode } from './data-saver-mode'

export type { DataSaverMode } from './data-saver-mode'

const choice = createStorageStore<DataSaverMode | null>({
  key: DATA_SAVER_KEY,
  decode: (stored) => (isMode(stored) ? stored : null),
})

function renderedMode(): DataSaverMode | null {
  const value = typeof document === 'undefined' ? null : document.documentElement.getAttribute(DATA_SAVER_ATTRIBUTE)
  return isMode(value) ? value : null
}

/** The mode now: the shopper's choice, else on where the browser saves data, else as the server rendered. */
export function dataSaverMode(): DataSaverMode {
  const saves =
    typeof navigator !== 'undefined' && (navigator as { connection?: { saveData?: boolean } }).connection?.saveData
  return choice.get() ?? (saves === true ? 'on' : (renderedMode() ?? 'off'))
}

/** Remembers the shopper's choice (localStorage, and a cookie for a year for the HTML server). */
export function chooseDataSaver(mode: DataSaverMode): void {
  choice.set(mode)
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${DATA_SAVER_KEY}=${mode}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`
}

/** The server render's mode (its request's), for the hydrating render to read. */
export const RenderedDataSaver = createContext<DataSaverMode>('off')

/** The Data saver mode; hydration reads the mode the page was rendered in, as the server did. */
export function useDataSaver(): DataSaverMode {
  const rendered = useContext(RenderedDataSaver)
  return useSyncExternalStore(choice.subscribe, dataSaverMode, () => (onServer ? rendered : (renderedMode() ?? 'off')))
}
