import { describe, expect, it, vi } from 'vitest'
import { sharePage } from './share-button'

const fakeNavigator = (parts: {
  share?: (data: ShareData) => Promise<void>
  writeText?: (text: string) => Promise<void>
}) =>
  ({
    share: parts.share,
    clipboard: { writeText: parts.writeText ?? (() => Promise.reject(new Error('denied'))) },
  }) as unknown as Navigator

describe('sharePage: the share sheet where there is one, else the link copied', () => {
  it('uses the Web Share API with the title and link', async () => {
    const share = vi.fn(() => Promise.resolve())
    const writeText = vi.fn(() => Promise.resolve())
    expect(await sharePage('HDMI Cable', 'https://shop.example/product/p1', fakeNavigator({ share, writeText }))).toBe(
      'shared',
    )
    expect(share).toHaveBeenCalledWith({ title: 'HDMI Cable', url: 'https://shop.example/product/p1' })
    expect(writeText).not.toHaveBeenCalled()
  })

  it('copies the link when the browser cannot share, or refuses to', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    expect(await sharePage('x', 'https://shop.example/p', fakeNavigator({ writeText }))).toBe('copied')
    expect(writeText).toHaveBeenCalledWith('https://shop.example/p')
    const refuses = () => Promise.reject(new DOMException('no gesture', 'NotAllowedError'))
    expect(await sharePage('x', 'https://shop.example/p', fakeNavigator({ share: refuses, writeText }))).toBe('copied')
  })

  it('counts a closed share sheet as cancelled, and a blocked clipboard as failed', async () => {
    const closed = () => Promise.reject(new DOMException('closed', 'AbortError'))
    expect(await sharePage('x', 'u', fakeNavigator({ share: closed }))).toBe('cancelled')
    expect(await sharePage('x', 'u', fakeNavigator({}))).toBe('failed')
  })
})
