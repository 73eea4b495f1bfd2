import { describe, expect, it } from 'vitest'
import { rendersOnServer } from './server-rendered-paths'

describe('rendersOnServer', () => {
  it('is true for home, a listing and a product page (dotted ids and a trailing slash too)', () => {
    for (const path of ['/', '/products', '/product/p-1', '/product/hdmi-2.1-cable', '/product/p-1/'])
      expect(rendersOnServer(path), path).toBe(true)
  })

  it('is false for every other page, a deeper product path, a look-alike and a file', () => {
    for (const path of [
      '/cart',
      '/wishlist',
      '/login',
      '/account',
      '/terms',
      '/product/a/b',
      '/product/',
      '/productsx',
      '/products/x',
      '/index.html',
      '/assets/x.js',
    ])
      expect(rendersOnServer(path), path).toBe(false)
  })
})
