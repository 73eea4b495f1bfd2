import { useEffect, useRef, useState, type CSSProperties } from 'react'
import { Toaster as Sonner, useSonner } from 'sonner'
import { stickyTopInset } from './use-reveal-on-swap'
import { chooseToastSide, KEEP_CLEAR_SELECTOR, type ToastSide } from './toast-side'

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

/** The shown toasts' height when spread out (px), an upper bound of the collapsed stack's. */
function stackHeight(): number {
  const shown = [...document.querySelectorAll<HTMLElement>('[data-sonner-toast][data-visible="true"]')].filter(
    (toast) => toast.dataset.removed !== 'true',
  )
  if (shown.length === 0) return ESTIMATED_STACK_PX
  return shown.reduce((sum, toast) => sum + toast.offsetHeight, 0) + 14 * (shown.length - 1)
}

/** The toasts' side, kept up to date: bottom unless that covers a form's main button. `top`: offset (px). */
function useToastPlace(shown: number): { side: ToastSide; top: number } {
  const [place, setPlace] = useState<{ side: ToastSide; top: number }>({ side: 'bottom', top: 64 })
  const showingRef = useRef(shown > 0)
  const schedule = useRef<() => void>(() => {})
  useEffect(() => {
    showingRef.current = shown > 0
    schedule.current()
  }, [shown])
  useEffect(() => {
    let frame = 0
    const measure = () => {
      frame = 0
      const room = {
        height: window.innerHeight,
        topInset: stickyTopInset() + BELOW_HEADER_PX,
        bottomInset: bottomInset(window.innerWidth),
      }
      const keepClear = [...document.querySelectorAll(KEEP_CLEAR_SELECTOR)]
        .map((el) => el.getBoundingClientRect())
        .filter((box) => box.height > 0)
      const height = stackHeight()
      setPlace((prev) => {
        const side = chooseToastSide(showingRef.current ? prev.side : 'bottom', room, height, keepClear)
        return side === prev.side && room.topInset === prev.top ? prev : { side, top: room.topInset }
      })
    }
    schedule.current = () => {
      if (!frame) frame = requestAnimationFrame(measure)
    }
    schedule.current()
    const onChange = () => schedule.current()
    window.addEventListener('scroll', onChange, { passive: true })
    window.addEventListener('resize', onChange)
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(onChange) : null
    resized?.observe(document.body)
    return () => {
      cancelAnimationFrame(frame)
      schedule.current = () => {}
      window.removeEventListener('scroll', onChange)
      window.removeEventListener('resize', onChange)
      resized?.disconnect()
    }
  }, [])
  return place
}

/** The lazy toast region, centred: at the bottom, or below the sticky header when the bottom would cover a main button. */
export default function Toaster() {
  const { toasts } = useSonner()
  const { side, top } = useToastPlace(toasts.length)
  return (
    <Sonner
      position={`${side}-center`}
      offset={{ top }}
      mobileOffset={{ top }}
      richColors
      closeButton
      duration={5000}
      style={contrast}
    />
  )
}
