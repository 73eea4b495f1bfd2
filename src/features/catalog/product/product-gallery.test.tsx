import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { afterEach, describe, expect, it } from 'vitest'
import { StoreResizesImages } from '@/components/ui/store-photo'
import { chooseDataSaver } from '@/lib/data-saver'
import { theme } from '@/styles/theme'
import { ProductGallery } from './product-gallery'

afterEach(() => {
  cleanup()
  act(() => chooseDataSaver('off'))
  localStorage.clear()
})

const PHOTOS = ['https://shop.test/images/a.jpg', 'https://shop.test/images/b.jpg']

function renderGallery() {
  render(
    <ThemeProvider theme={theme}>
      <StoreResizesImages value={() => true}>
        <ProductGallery images={PHOTOS} name="Kurta" />
      </StoreResizesImages>
    </ThemeProvider>,
  )
  const main = screen.getByRole('img', { name: 'Kurta' })
  const thumbs = () => screen.getAllByRole('button', { name: /^Show image/ })
  const asked = () =>
    [...document.querySelectorAll('img, source')].map((el) => el.getAttribute('src') ?? el.getAttribute('srcset'))
  return { main, thumbs, asked }
}

describe('ProductGallery', () => {
  it('with Data saver loads only the first photo, at the smallest width, until a swipe moves to the next', async () => {
    act(() => chooseDataSaver('on'))
    const { main, thumbs, asked } = renderGallery()
    expect(main.closest('picture')).not.toBeNull()
    expect(asked().filter((url) => url?.includes('/b.jpg'))).toEqual([])
    expect(
      asked()
        .filter((url) => url?.includes('/a.jpg'))
        .every((url) => /\?w=\d+$/.test(url!)),
    ).toBe(true)

    // Mostly down: a scroll, not a swipe.
    fireEvent.pointerDown(main, { clientX: 200, clientY: 100 })
    fireEvent.pointerUp(main, { clientX: 150, clientY: 300 })
    expect(thumbs()[0]!.getAttribute('aria-pressed')).toBe('true')

    fireEvent.pointerDown(main, { clientX: 300, clientY: 100 })
    fireEvent.pointerUp(main, { clientX: 100, clientY: 110 })
    expect(thumbs()[1]!.getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByRole('img', { name: 'Kurta' }).closest('picture')!.innerHTML).toContain('/b.jpg?w=')
    // Moved: the thumbnails load now, both photos at a thumbnail's width.
    expect(asked()).toContain('https://shop.test/images/b.jpg?w=64')
  })

  it('without Data saver shows every thumbnail at once, sized by srcset', () => {
    const { main, asked } = renderGallery()
    expect(main.closest('picture')).toBeNull()
    expect(main.getAttribute('sizes')).toContain('calc(100vw - 32px)')
    expect(asked()).toContain('https://shop.test/images/b.jpg')
  })
})
