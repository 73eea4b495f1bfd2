import type { CSSProperties } from 'react'
import { Toaster as Sonner } from 'sonner'

/** The toast region (lazy-loaded). Top-centre on phones so the bottom bar never hides it. */
export default function Toaster() {
  // Sonner's rich error/warning/info text colours fall below 4.5:1 on their tinted backgrounds (axe color-contrast).
  const contrast = { '--error-text': '#a4161a', '--warning-text': '#7a4b00', '--info-text': '#0b4fa3', '--success-text': '#0d5c2a' } as CSSProperties
  return <Sonner position="top-center" richColors closeButton duration={5000} style={contrast} />
}
