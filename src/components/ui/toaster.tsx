import type { CSSProperties } from 'react'
import { Toaster as Sonner } from 'sonner'

// Sonner's rich error/warning/info text colours fall below 4.5:1 on their tinted backgrounds (axe color-contrast).
const contrast = {
  '--error-text': '#a4161a',
  '--warning-text': '#7a4b00',
  '--info-text': '#0b4fa3',
  '--success-text': '#0d5c2a',
} as CSSProperties

/**
 * The toast region (lazy-loaded). Bottom-centre: at the top of a 360–412 px phone a toast would
 * cover the header's cart and account links right after Add to Cart.
 */
export default function Toaster() {
  return <Sonner position="bottom-center" richColors closeButton duration={5000} style={contrast} />
}
