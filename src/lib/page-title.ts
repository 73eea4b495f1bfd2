import { useEffect, useSyncExternalStore } from 'react'

export const PAGE_NAME_MAX = 80

/** "<page> · <store name>" ("Cart · Digital Bazaar"), the store alone for home; the page name is clipped. */
export function buildDocumentTitle(page: string | undefined, storeName: string): string {
  const tidy = (s: string) => s.replace(/\s+/g, ' ').trim()
  const chars = Array.from(tidy(page ?? ''))
  const name = chars.length > PAGE_NAME_MAX ? `${chars.slice(0, PAGE_NAME_MAX - 1).join('')}…` : chars.join('')
  const store = tidy(storeName)
  return name && store ? `${name} · ${store}` : name || store
}

// The name a page sets for itself, overriding its route's, until it unmounts; module state: one document, one title.
let current: { owner: object; name: string } | undefined
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((l) => l())

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

export function usePageTitleOverride(): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => current?.name,
    () => undefined,
  )
}

export function usePageTitle(name: string | undefined): void {
  useEffect(() => {
    if (name === undefined) return
    const owner = {}
    current = { owner, name }
    emit()
    return () => {
      if (current?.owner !== owner) return
      current = undefined
      emit()
    }
  }, [name])
}
