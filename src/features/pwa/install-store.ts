import { useSyncExternalStore } from 'react'
import { createValueStore } from '@/lib/value-store'

/** Chrome's install event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

/** 'prompt': the browser offers installation; 'ios-hint': iOS Safari, which has no prompt. */
export type InstallOffer = 'prompt' | 'ios-hint' | 'none'

export const INSTALL_DISMISSED_KEY = 'pwa-install-dismissed'

function remembered(): boolean {
  try {
    return localStorage.getItem(INSTALL_DISMISSED_KEY) === '1'
  } catch {
    return false
  }
}

function remember(): void {
  try {
    localStorage.setItem(INSTALL_DISMISSED_KEY, '1')
  } catch {
    // Without storage the offer simply comes back next visit.
  }
}

export function isStandalone(win: Window = window): boolean {
  return (
    win.matchMedia?.('(display-mode: standalone)').matches === true ||
    (win.navigator as Navigator & { standalone?: boolean }).standalone === true
  )
}

/** True for Safari on iPhone/iPad (including iPadOS, which reports a Mac with touch). */
export function isIosSafari(userAgent: string, maxTouchPoints = 0): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)
  return ios && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent)
}

/** One page's install offer: `capture` it early, then the install prompt shows and acts on it. */
export function createInstallOffer() {
  let deferred: BeforeInstallPromptEvent | null = null
  const store = createValueStore<InstallOffer>('none')
  return {
    /** Call early (`beforeinstallprompt` may fire before React renders), once. */
    capture(win: Window = window): void {
      if (isStandalone(win) || remembered()) return
      if (isIosSafari(win.navigator.userAgent, win.navigator.maxTouchPoints)) store.set('ios-hint')
      win.addEventListener('beforeinstallprompt', (event) => {
        // Keep Chrome's mini-infobar away; the app shows its own 'Install app' action.
        event.preventDefault()
        if (remembered()) return
        deferred = event as BeforeInstallPromptEvent
        store.set('prompt')
      })
      win.addEventListener('appinstalled', () => {
        deferred = null
        store.set('none')
      })
    },
    /** Shows the browser's install dialog; a decline is remembered so the offer does not return. */
    async prompt(): Promise<void> {
      const event = deferred
      deferred = null
      store.set('none')
      if (!event) return
      await event.prompt()
      const { outcome } = await event.userChoice
      if (outcome === 'dismissed') remember()
    },
    dismiss(): void {
      deferred = null
      remember()
      store.set('none')
    },
    useOffer: (): InstallOffer => useSyncExternalStore(store.subscribe, store.get, () => 'none'),
  }
}

// The page's offer: the browser offers installation once per page.
const pageOffer = createInstallOffer()
export const captureInstallPrompt = pageOffer.capture
export const promptInstall = pageOffer.prompt
export const dismissInstall = pageOffer.dismiss
export const useInstallOffer = pageOffer.useOffer
