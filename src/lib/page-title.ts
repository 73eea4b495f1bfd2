import { useEffect, useSyncExternalStore } from 'react'

/** Longest page name put in the title, in characters; longer names end with '…'. */
export const PAGE_NAME_MAX = 80

/**
 * The document title, so every tab and screen reader says which page this is: "<page> · <store
 * name>", e.g. "Cart · Digital Bazaar"; the store name alone for the home page (an empty page
 * name). White space runs are collapsed and the page name is clipped to 80 characters, so a
 * hostile or huge product name cannot flood the tab.
 */
export function buildDocumentTitle(page: string | undefined, storeName: string): string {
  const tidy = (s: string) => s.replace(/\s+/g, ' ').trim()
  const chars = Array.from(tidy(page ?? ''))
  const name = chars.length > PAGE_NAME_MAX ? `${chars.slice(0, PAGE_NAME_MAX - 1).join('')}…` : chars.join('')
  const store = tidy(storeName)
  return name && store ? `${name} · ${store}` : name || store
}

/*
 * The page name a page sets for itself (a product's name, a search), overriding its route's fixed
 * name. Held by one owner at a time: the page that set it last; its unmount clears it.
 */
let current: { owner: object; name: string } | undefined
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((l) => l())

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** The page name set by the current page with usePageTitle, if any. */
export function usePageTitleOverride(): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => current?.name,
    () => undefined,
  )
}

/** Names the current page (e.g. the product's name) for the document title; `undefined` keeps the route's own name. */
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
