// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { retryImport, retryingImport } from './retry-import'

/** What a module exports, as far as these tests look. */
const Part = () => null

describe('retryImport', () => {
  it('gives up on an error that names no module of this origin, so the caller imports the same way again', () => {
    expect(retryImport(new TypeError('Importing a module script failed.'), 1)).toBeNull()
    expect(
      retryImport(new TypeError('Failed to fetch dynamically imported module: https://cdn.example/footer.js'), 1),
    ).toBeNull()
  })

  it("imports the failed module again under an address of its own (the attempt's number)", async () => {
    const failed = `${location.origin}/assets/footer-abc.js?retry=1`
    const importUrl = vi.fn(async () => ({ Footer: Part }))
    const retried = retryImport(new TypeError(`Failed to fetch dynamically imported module: ${failed}`), 2, importUrl)
    await expect(retried).resolves.toEqual({ Footer: Part })
    expect(importUrl).toHaveBeenCalledWith(`${location.origin}/assets/footer-abc.js?retry=2`)
  })
})

describe('retryingImport', () => {
  const failed = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`)
  const chunk = () => `${location.origin}/assets/dialog-abc.js`

  it('asks for a failed module again under an address of its own, a new one at each call, and keeps a success', async () => {
    const load = vi.fn(() => Promise.reject(failed(chunk())))
    const asked: string[] = []
    const importUrl = vi.fn(async (url: string) => {
      asked.push(url)
      if (asked.length === 1) throw failed(url)
      return { Dialog: 'loaded' }
    })
    const get = retryingImport(load, importUrl)
    await expect(get()).rejects.toThrow(/dialog-abc/)
    expect(await get()).toEqual({ Dialog: 'loaded' })
    expect(await get()).toEqual({ Dialog: 'loaded' })
    expect(asked).toEqual([`${chunk()}?retry=1`, `${chunk()}?retry=2`])
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('an error that names no address of this origin is passed on, and the next call tries the import again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('boom')).mockResolvedValue({ ok: true })
    const importUrl = vi.fn()
    const get = retryingImport(load, importUrl)
    await expect(get()).rejects.toThrow('boom')
    expect(await get()).toEqual({ ok: true })
    expect(importUrl).not.toHaveBeenCalled()
  })
})
