import { Toaster as Sonner } from 'sonner'

/** The toast region (lazy-loaded). Top-centre on phones so the bottom bar never hides it. */
export default function Toaster() {
  return <Sonner position="top-center" richColors closeButton duration={5000} />
}
