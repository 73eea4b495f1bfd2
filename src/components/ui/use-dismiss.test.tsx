import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { useDismiss, type DismissCause } from './use-dismiss'

function Panel({ open, onDismiss }: { open: boolean; onDismiss: (cause: DismissCause) => void }) {
  const area = useRef<HTMLDivElement>(null)
  useDismiss(open, area, onDismiss)
  return (
    <>
      <div ref={area}>
        <button type="button">inside</button>
        <input aria-label="handles Escape" onKeyDown={(e) => e.key === 'Escape' && e.preventDefault()} />
      </div>
      <button type="button">outside</button>
    </>
  )
}

describe('useDismiss', () => {
  afterEach(cleanup)

  it('closes on Escape, a tap outside and focus leaving; not on a tap or focus inside, nor while closed', () => {
    const onDismiss = vi.fn()
    const { rerender } = render(<Panel open onDismiss={onDismiss} />)
    fireEvent.click(screen.getByRole('button', { name: 'inside' }))
    screen.getByRole('button', { name: 'inside' }).focus()
    expect(onDismiss).not.toHaveBeenCalled()
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(onDismiss).toHaveBeenLastCalledWith('escape')
    fireEvent.click(screen.getByRole('button', { name: 'outside' }))
    expect(onDismiss).toHaveBeenLastCalledWith('outside')
    screen.getByRole('button', { name: 'outside' }).focus()
    expect(onDismiss).toHaveBeenCalledTimes(3)
    rerender(<Panel open={false} onDismiss={onDismiss} />)
    fireEvent.keyDown(document.body, { key: 'Escape' })
    fireEvent.click(screen.getByRole('button', { name: 'outside' }))
    expect(onDismiss).toHaveBeenCalledTimes(3)
  })

  it('leaves an Escape already handled inside (a field of its own) to that field', () => {
    const onDismiss = vi.fn()
    render(<Panel open onDismiss={onDismiss} />)
    fireEvent.keyDown(screen.getByLabelText('handles Escape'), { key: 'Escape' })
    expect(onDismiss).not.toHaveBeenCalled()
  })
})
