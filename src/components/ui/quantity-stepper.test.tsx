import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from 'styled-components'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { theme } from '@/styles/theme'
import { QuantityStepper } from './quantity-stepper'

const renderStepper = (value: number) => {
  const onChange = vi.fn()
  render(
    <ThemeProvider theme={theme}>
      <QuantityStepper label="Quantity of Cable" value={value} onChange={onChange} />
    </ThemeProvider>,
  )
  return onChange
}

describe('QuantityStepper', () => {
  afterEach(cleanup)

  it('goes up to 99 by default and says nothing about a limit below it', async () => {
    const onChange = renderStepper(98)
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }))
    expect(onChange).toHaveBeenCalledWith(99)
    expect(screen.queryByText('Max 99 per order')).toBeNull()
  })

  it('at 99 disables + and explains why, as the button’s description', () => {
    renderStepper(99)
    const plus = screen.getByRole('button', { name: 'Increase quantity' })
    expect(plus).toHaveProperty('disabled', true)
    expect(screen.getByText('Max 99 per order').id).toBe(plus.getAttribute('aria-describedby'))
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toHaveProperty('disabled', false)
  })
})
