import { act, renderHook } from '@testing-library/react'
import type { SyntheticEvent } from 'react'
import { describe, expect, it } from 'vitest'
import { useStoreImage } from './store-image'

const fail = (props: { onError: (e: SyntheticEvent<HTMLImageElement>) => void }) =>
  act(() => props.onError({} as SyntheticEvent<HTMLImageElement>))

describe('useStoreImage', () => {
  it('tries with CORS, then without, then the fallback', () => {
    const { result } = renderHook(() => useStoreImage('https://img.example/a.jpg', '/fallback.svg'))
    expect(result.current).toMatchObject({ src: 'https://img.example/a.jpg', crossOrigin: 'anonymous' })
    fail(result.current)
    expect(result.current.src).toBe('https://img.example/a.jpg')
    expect(result.current.crossOrigin).toBeUndefined()
    fail(result.current)
    expect(result.current.src).toBe('/fallback.svg')
    fail(result.current)
    expect(result.current.src).toBe('/fallback.svg')
  })

  it('without a fallback stays on the image loaded without CORS', () => {
    const { result } = renderHook(() => useStoreImage('https://img.example/a.jpg'))
    fail(result.current)
    fail(result.current)
    expect(result.current).toMatchObject({ src: 'https://img.example/a.jpg' })
    expect(result.current.crossOrigin).toBeUndefined()
  })

  it('a new src starts again with CORS', () => {
    const { result, rerender } = renderHook(({ src }) => useStoreImage(src, '/fallback.svg'), {
      initialProps: { src: 'https://img.example/a.jpg' },
    })
    fail(result.current)
    rerender({ src: 'https://img.example/b.jpg' })
    expect(result.current).toMatchObject({ src: 'https://img.example/b.jpg', crossOrigin: 'anonymous' })
  })

  it('an image that failed before its error handler was attached (server-rendered) moves on when attached', async () => {
    const { result } = renderHook(() => useStoreImage('https://img.example/a.jpg', '/fallback.svg'))
    const img = (src: string, decodes: boolean) => {
      const el = document.createElement('img')
      el.setAttribute('src', src)
      Object.defineProperty(el, 'complete', { value: true })
      el.decode = () => (decodes ? Promise.resolve() : Promise.reject(new Error('broken')))
      return el
    }
    await act(async () => result.current.ref(img('https://img.example/a.jpg', true)))
    expect(result.current.crossOrigin).toBe('anonymous')
    await act(async () => result.current.ref(img('https://img.example/a.jpg', false)))
    expect(result.current.src).toBe('https://img.example/a.jpg')
    expect(result.current.crossOrigin).toBeUndefined()
  })
})
