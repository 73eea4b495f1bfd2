// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { activateLocale, currentLocale } from './i18n'
import { chooseLocale, chosenLocale, startLocale } from './locale-choice'

const setLanguages = (languages: string[]) =>
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true })

const clearCookie = () => (document.cookie = 'lang=; Path=/; Max-Age=0')

beforeEach(() => {
  localStorage.clear()
  clearCookie()
  setLanguages(['en-IN', 'en'])
})
afterEach(async () => {
  await activateLocale('en')
  document.documentElement.lang = 'en'
})

describe('the language the app starts in and keeps', () => {
  it('starts in Hindi for a browser that prefers it, without taking that for a choice', async () => {
    setLanguages(['hi-IN', 'en'])
    await startLocale()
    expect(currentLocale()).toBe('hi')
    expect(document.documentElement.lang).toBe('hi')
    expect(chosenLocale()).toBeNull()
    expect(document.cookie).not.toContain('lang=')
  })

  it('lets an explicit choice win over the browser, saved for the app and for the server', async () => {
    setLanguages(['hi-IN'])
    await chooseLocale('en')
    expect(localStorage.getItem('lang')).toBe('en')
    expect(document.cookie).toContain('lang=en')
    await startLocale()
    expect(currentLocale()).toBe('en')
    expect(document.documentElement.lang).toBe('en')
  })

  it('switches in place and says so in <html lang>', async () => {
    await chooseLocale('hi')
    expect(currentLocale()).toBe('hi')
    expect(document.documentElement.lang).toBe('hi')
    expect(chosenLocale()).toBe('hi')
  })

  it('copies a choice kept only in localStorage to the cookie, so the next server render agrees', async () => {
    localStorage.setItem('lang', 'hi')
    await startLocale()
    expect(document.cookie).toContain('lang=hi')
    expect(currentLocale()).toBe('hi')
  })

  it('ignores a stored value that is not one of its languages', async () => {
    localStorage.setItem('lang', 'fr')
    await startLocale()
    expect(currentLocale()).toBe('en')
  })
})
