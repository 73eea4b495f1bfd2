import { describe, expect, it } from 'vitest'
import { prerenderedFile, prerenderedFileFor } from './prerendered-files'

describe('prerendered file names', () => {
  it('maps / to index.html and a one-segment path to its clean-URL file', () => {
    expect(prerenderedFile('/')).toBe('index.html')
    expect(prerenderedFile('/login')).toBe('login.html')
    expect(prerenderedFile('/track-order')).toBe('track-order.html')
    expect(() => prerenderedFile('/product/x')).toThrow()
    expect(() => prerenderedFile('/../x')).toThrow()
    // Not pages of their own: home's file and the shell's.
    expect(() => prerenderedFile('/index')).toThrow()
    expect(() => prerenderedFile('/shell')).toThrow()
  })

  it('finds the file a request path would be served from, or null', () => {
    expect(prerenderedFileFor('/login')).toBe('login.html')
    expect(prerenderedFileFor('/login/')).toBe('login.html')
    expect(prerenderedFileFor('/')).toBeNull()
    expect(prerenderedFileFor('/product/x')).toBeNull()
    expect(prerenderedFileFor('/Login')).toBeNull()
    expect(prerenderedFileFor('/%2e%2e')).toBeNull()
    expect(prerenderedFileFor('/index')).toBeNull()
    expect(prerenderedFileFor('/shell/')).toBeNull()
  })
})
