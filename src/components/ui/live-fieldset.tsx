import type { ReactNode } from 'react'
import styled from 'styled-components'
import { useHydrated } from '@/lib/use-hydrated'

/**
 * Wraps a form's controls. In HTML the app has not taken over yet (a page rendered on the server
 * or prerendered at build time) they are disabled: what a shopper typed there would be lost when
 * the app renders the page, and a native submit would put the fields in the URL. Enabled from the
 * app's first render on; it has no box of its own, so the form's layout is unchanged.
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
