import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { useRevealOnSwap } from './use-reveal-on-swap'

function Page({ view }: { view: string }) {
  const reveal = useRevealOnSwap<HTMLHeadingElement>(view)
  return (
    <>
      <header style={{ position: 'sticky', top: '0px' }}>Shop</header>
      <button type="button">Pay Now</button>
      <h1 ref={reveal}>{view}</h1>
    </>
  )
}

describe('useRevealOnSwap', () => {
  afterEach(cleanup)

  it('leaves the first view alone, then scrolls each new view below the sticky header and focuses its heading', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    // jsdom has no layout: the header is 64 px tall and the heading 900 px down the page.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return DOMRect.fromRect(this.tagName === 'HEADER' ? { y: 0, height: 64 } : { y: 900, height: 40 })
    })
    const view = render(<Page view="Payment" />)
    screen.getByRole('button', { name: 'Pay Now' }).focus()
    expect(scrollTo).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Pay Now' }))

    view.rerender(<Page view="Scan QR Code" />)
    const heading = screen.getByRole('heading', { name: 'Scan QR Code' })
    expect(document.activeElement).toBe(heading)
    expect(heading.getAttribute('tabindex')).toBe('-1')
    // 900 px down, minus the 64 px header, minus a 12 px gap.
    expect(scrollTo).toHaveBeenCalledWith({ top: 824, behavior: 'instant' })

    view.rerender(<Page view="Scan QR Code" />)
    expect(scrollTo).toHaveBeenCalledTimes(1)
  })
})
