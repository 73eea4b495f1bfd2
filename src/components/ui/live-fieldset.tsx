import type { ReactNode } from 'react'
import styled from 'styled-components'
import { useHydrated } from '@/lib/use-hydrated'

// Until hydration, a tap would do nothing, typed text would be lost and a native submit would put fields in the URL.
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
