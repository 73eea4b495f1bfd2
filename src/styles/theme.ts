/** Theme tokens; colours meet WCAG 2.2 AA contrast on their backgrounds; breakpoints in px (phones < md). */
export const theme = {
  color: {
    bg: '#ffffff',
    surface: '#f6f7f9',
    text: '#1a1d23',
    muted: '#545b66',
    border: '#d9dde3',
    primary: '#0b57d0',
    primaryText: '#ffffff',
    accent: '#b3261e',
    success: '#146c2e',
    warning: '#7a5a00',
    focus: '#0b57d0',
  },
  radius: { sm: '6px', md: '10px', lg: '16px' },
  space: (n: number) => `${n * 4}px`,
  breakpoint: { md: 768, lg: 1100 },
  shadow: '0 2px 10px rgba(16, 24, 40, 0.08)',
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
} as const

export type AppTheme = typeof theme
