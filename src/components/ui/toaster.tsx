import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react'
import { Toaster as Sonner, useSonner } from 'sonner'
import { stickyTopInset } from './use-reveal-on-swap'
import {
  chooseToastPlace,
  CONTROL_SELECTOR,
  MAIN_BUTTON_SELECTOR,
  MAIN_BUTTON_WEIGHT,
  type KeepClear,
  type ToastPlace,
} from './toast-place'

// Sonner's rich error/warning/info text colours fall below 4.5:1 on their tinted backgrounds (axe color-contrast).
const contrast = {
  '--error-text': '#a4161a',
  '--warning-text': '#7a4b00',
  '--info-text': '#0b4fa3',
  '--success-text': '#0d5c2a',
} as CSSProperties

/** Space between the sticky header and a toast below it (px). */
const BELOW_HEADER_PX = 8
/** Sonner's distance from the bottom edge: 16 px up to its 600 px phone layout, 24 px above. */
const bottomInset = (width: number) => (width <= 600 ? 16 : 24)
/** The stack's height before one is shown (px): a title and two lines of description. */
const ESTIMATED_STACK_PX = 120

/** The toasts on screen (not those leaving). */
const shownToasts = (): HTMLElement[] =>
  [...document.querySelectorAll<HTMLElement>('[data-sonner-toast][data-visible="true"]')].filter(
    (toast) => toast.dataset.removed !== 'true',
  )

/** The shown toasts' height when spread out (px), an upper bound of the collapsed stack's. */
function stackHeight(shown: HTMLElement[]): number {
  if (shown.length === 0) return ESTIMATED_STACK_PX
  return shown.reduce((sum, toast) => sum + toast.offsetHeight, 0) + 14 * (shown.length - 1)
}

/** The controls on screen toasts should not cover: main buttons heavy, the rest light. */
function controlsOnScreen(): KeepClear[] {
  const main = new Set(document.querySelectorAll(MAIN_BUTTON_SELECTOR))
  const boxes: KeepClear[] = []
  for (const el of document.querySelectorAll(`${MAIN_BUTTON_SELECTOR}, ${CONTROL_SELECTOR}`)) {
    if (el.closest('[data-sonner-toaster], header')) continue
    const box = el.getBoundingClientRect()
    if (box.height === 0 || box.bottom <= 0 || box.top >= window.innerHeight) continue
    boxes.push({ top: box.top, bottom: box.bottom, weight: main.has(el) ? MAIN_BUTTON_WEIGHT : 1 })
  }
  return boxes
}

/** The toasts' place while any shows, kept up to date as the page scrolls or resizes. */
function useToastPlace(shown: number): ToastPlace {
  const [place, setPlace] = useState<ToastPlace>(() => ({ side: 'bottom', offset: bottomInset(window.innerWidth) }))
  const showingRef = useRef(false)
  const measureNow = useRef<() => void>(() => {})
  // Layout effects: a new toast's place is chosen before it is painted, so it enters where it stays
  // (a move to the other edge mounts it again there, sliding in a second time).
  useLayoutEffect(() => {
    let frame = 0
    let current: ToastPlace | null = null
    const onChange = () => {
      if (!frame) frame = requestAnimationFrame(measure)
    }
    // The page's size, and each toast's: a toast measured while it mounts grows after (a place
    // chosen for the smaller stack could then reach over the header).
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(onChange) : null
    let watched = new Set<HTMLElement>()
    const measure = () => {
      frame = 0
      if (!showingRef.current) {
        current = null
        return
      }
      const room = {
        height: window.innerHeight,
        topInset: stickyTopInset() + BELOW_HEADER_PX,
        bottomInset: bottomInset(window.innerWidth),
      }
      const shown = shownToasts()
      for (const toast of watched) if (!shown.includes(toast)) resized?.unobserve(toast)
      watched = new Set(shown)
      for (const toast of shown) resized?.observe(toast)
      const next = chooseToastPlace(current, room, stackHeight(shown), controlsOnScreen())
      current = next
      setPlace((prev) => (prev.side === next.side && prev.offset === next.offset ? prev : next))
    }
    measureNow.current = () => {
      cancelAnimationFrame(frame)
      measure()
    }
    window.addEventListener('scroll', onChange, { passive: true })
    window.addEventListener('resize', onChange)
    resized?.observe(document.body)
    return () => {
      cancelAnimationFrame(frame)
      measureNow.current = () => {}
      window.removeEventListener('scroll', onChange)
      window.removeEventListener('resize', onChange)
      resized?.disconnect()
    }
  }, [])
  useLayoutEffect(() => {
    showingRef.current = shown > 0
    measureNow.current()
  }, [shown])
  return place
}

/** The lazy toast region, centred: at the bottom, or wherever covers the fewest controls (a form's main button never while it can be avoided). */
export default function Toaster() {
  const { toasts } = useSonner()
  const { side, offset } = useToastPlace(toasts.length)
  return (
    <Sonner
      position={`${side}-center`}
      offset={{ [side]: offset }}
      mobileOffset={{ [side]: offset }}
      richColors
      closeButton
      duration={5000}
      style={contrast}
    />
  )
}
