import type { ReactNode } from 'react'
import styled from 'styled-components'
import { useHydrated } from '@/lib/use-hydrated'

/**
 * Wraps the page (the root route does it once for every page). In HTML the app has not taken over
 * yet (a page rendered on the server or prerendered at build time) every button, field and select
 * in it is disabled: a tap on Add to Cart or a sort order picked there would do nothing, what a
 * shopper typed would be lost when the app renders the page, and a native submit would put the
 * fields in the URL. Links still work (a plain page load). Enabled from the app's first render on
 * (once hydrated); it has no box of its own, so the layout is unchanged.
 */
export function LiveFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated()
  return <Fieldset disabled={!hydrated}>{children}</Fieldset>
}

const Fieldset = styled.fieldset`
  display: contents;
  border: 0;
  margin: 0;
  padding: 0;
  min-inline-size: 0;
`
