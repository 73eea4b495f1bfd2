import { render, screen } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { describe, expect, it } from 'vitest'
import { theme } from '@/styles/theme'
import { percentOff, Price } from './price'

describe('percentOff', () => {
  it('is the rounded share off the original price', () => {
    expect(percentOff(600, 800)).toBe(25)
    expect(percentOff(649, 899)).toBe(28)
  })
  it('is null with no discount, a higher price, a bad original or less than 1%', () => {
    expect(percentOff(800, 800)).toBeNull()
    expect(percentOff(900, 800)).toBeNull()
    expect(percentOff(100, undefined)).toBeNull()
    expect(percentOff(100, 0)).toBeNull()
    expect(percentOff(999, 1000)).toBeNull()
  })
})

describe('Price', () => {
  it('shows "% off" beside a struck original price, and nothing when there is no discount', () => {
    const { rerender } = render(
      <ThemeProvider theme={theme}>
        <Price price={600} originalPrice={800} />
      </ThemeProvider>,
    )
    expect(screen.getByText('25% off')).toBeTruthy()
    rerender(
      <ThemeProvider theme={theme}>
        <Price price={800} />
      </ThemeProvider>,
    )
    expect(screen.queryByText(/% off/)).toBeNull()
  })
})
