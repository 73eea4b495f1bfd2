import type { ReactNode } from 'react'
import { useHydrated } from '@/lib/use-hydrated'

// Until hydration, a tap would do nothing, typed text would be lost and a native submit would put fields in the URL.
// No box of its own; an inline style, since the root renders before the page's chunks bring the styles.
export function LiveFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated()
  return (
    <fieldset disabled={!hydrated} style={FIELDSET_STYLE}>
      {children}
    </fieldset>
  )
}

const FIELDSET_STYLE = { display: 'contents' } as const
