import { useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import { OfflineBanner } from './offline-banner'
import { UpdatePrompt } from './update-prompt'

/** Fixed bottom stack of notices; an in-flow spacer of the same height keeps the footer reachable. */
export function PwaNotices() {
  const stack = useRef<HTMLDivElement>(null)
  const [height, setHeight] = useState(0)
  useEffect(() => {
    const el = stack.current
    if (!el || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setHeight(el.offsetHeight))
    observer.observe(el)
    return () => observer.disconnect()
  }, [])
  return (
    <>
      <div aria-hidden="true" style={{ height }} />
      <Stack ref={stack}>
        <OfflineBanner />
        <UpdatePrompt />
      </Stack>
    </>
  )
}

const Stack = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: 30;
  display: grid;
  gap: 8px;
  max-width: 560px;
  margin: 0 auto;
  padding: 0 8px calc(8px + env(safe-area-inset-bottom));
  /* The empty stack must not block taps on the page beneath. */
  pointer-events: none;
  &:empty {
    padding: 0;
  }
`
