import { describe, expect, it } from 'vitest'
import { STATUS_COLOURS } from './status'

/** WCAG relative luminance of a #rrggbb colour. */
const luminance = (hex: string): number => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}
const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

describe('STATUS_COLOURS', () => {
  it.each(Object.entries(STATUS_COLOURS))('%s badge text meets WCAG AA contrast (4.5:1)', (_tone, { bg, fg }) => {
    expect(contrast(bg, fg)).toBeGreaterThanOrEqual(4.5)
  })
})
