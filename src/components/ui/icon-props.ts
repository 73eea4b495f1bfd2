/**
 * The SVG attributes every inline icon shares: a 24-unit stroke drawing in `currentColor`, shown at
 * `size` px, and decorative (hidden from assistive tech, never focusable): the control it sits in
 * carries the accessible name.
 */
export function iconProps(size: number) {
  return {
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    'aria-hidden': true,
    focusable: false,
  } as const
}
