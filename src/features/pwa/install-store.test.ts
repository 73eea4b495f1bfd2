// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createInstallOffer, INSTALL_DISMISSED_KEY, isIosSafari } from './install-store'

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1'
const IPADOS =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15'
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'

/** A page's offer of its own and a fake window. */
async function setup({ ua = ANDROID, touch = 0, standalone = false } = {}) {
  const store = createInstallOffer()
  const win = new EventTarget() as unknown as Window
  Object.assign(win, {
    navigator: { userAgent: ua, maxTouchPoints: touch },
    matchMedia: (q: string) => ({ matches: standalone && q.includes('standalone') }),
  })
  return { store, win }
}

function installEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: () => Promise<void>
    userChoice: Promise<{ outcome: string }>
  }
  event.prompt = vi.fn(async () => undefined)
  event.userChoice = Promise.resolve({ outcome })
  return event
}

describe('isIosSafari', () => {
  it('spots Safari on iPhone and iPadOS only', () => {
    expect(isIosSafari(IPHONE_SAFARI)).toBe(true)
    expect(isIosSafari(IPADOS, 5)).toBe(true)
    expect(isIosSafari(IPADOS, 0)).toBe(false) // a real Mac
    expect(isIosSafari(IPHONE_CHROME)).toBe(false)
    expect(isIosSafari(ANDROID)).toBe(false)
  })
})

describe('install offer', () => {
  beforeEach(() => localStorage.clear())

  it('offers Install app after beforeinstallprompt and keeps Chrome’s own infobar away', async () => {
    const { store, win } = await setup()
    store.capture(win)
    const event = installEvent('accepted')
    win.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    expect(await readOffer(store)).toBe('prompt')
    await store.prompt()
    expect(event.prompt).toHaveBeenCalled()
    expect(await readOffer(store)).toBe('none')
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBeNull()
  })

  it('remembers a decline, so the offer does not come back', async () => {
    const { store, win } = await setup()
    store.capture(win)
    win.dispatchEvent(installEvent('dismissed'))
    await store.prompt()
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('1')

    const again = await setup()
    again.store.capture(again.win)
    again.win.dispatchEvent(installEvent('accepted'))
    expect(await readOffer(again.store)).toBe('none')
  })

  it('hides once installed (standalone, or appinstalled)', async () => {
    const standalone = await setup({ standalone: true })
    standalone.store.capture(standalone.win)
    standalone.win.dispatchEvent(installEvent('accepted'))
    expect(await readOffer(standalone.store)).toBe('none')

    const { store, win } = await setup()
    store.capture(win)
    win.dispatchEvent(installEvent('accepted'))
    win.dispatchEvent(new Event('appinstalled'))
    expect(await readOffer(store)).toBe('none')
  })

  it('shows the Add to Home Screen hint on iOS Safari until dismissed', async () => {
    const { store, win } = await setup({ ua: IPHONE_SAFARI })
    store.capture(win)
    expect(await readOffer(store)).toBe('ios-hint')
    store.dismiss()
    expect(await readOffer(store)).toBe('none')
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toBe('1')
  })
})

/** Reads the offer through the hook's store without React. */
async function readOffer(store: ReturnType<typeof createInstallOffer>): Promise<string> {
  const { renderHook } = await import('@testing-library/react')
  const { result } = renderHook(() => store.useOffer())
  return result.current
}
