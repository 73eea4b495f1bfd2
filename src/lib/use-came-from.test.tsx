import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useCameFrom } from './use-came-from'

function Probe({ status }: { status: string }) {
  return <p>{String(useCameFrom(status, 'pending'))}</p>
}

describe('useCameFrom', () => {
  it('is false at mount, true after a change from the given value, and stays so until the next change', () => {
    const view = render(<Probe status="success" />)
    expect(screen.getByText('false')).toBeTruthy()
    view.rerender(<Probe status="pending" />)
    expect(screen.getByText('false')).toBeTruthy()
    view.rerender(<Probe status="success" />)
    expect(screen.getByText('true')).toBeTruthy()
    view.rerender(<Probe status="success" />)
    expect(screen.getByText('true')).toBeTruthy()
    view.rerender(<Probe status="error" />)
    expect(screen.getByText('false')).toBeTruthy()
  })
})
