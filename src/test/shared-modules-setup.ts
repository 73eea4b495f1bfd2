import { afterEach, vi } from 'vitest'
import { i18n } from '@/i18n/i18n'
import { DEFAULT_LOCALE } from '@/i18n/locales'

/*
 * For the test files that share their worker's modules and environment with the files before them
 * (`isolate: false`, see vitest.config.ts): after each test, put back what the next file expects
 * to find fresh. Storage is cleared for every file by setup.ts.
 */
afterEach(async () => {
  vi.useRealTimers()
  if (i18n.locale !== DEFAULT_LOCALE) i18n.activate(DEFAULT_LOCALE)
  if (typeof document === 'undefined') return
  const { cleanup } = await import('@testing-library/react')
  cleanup()
  document.body.replaceChildren()
  sessionStorage.clear()
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
  }
})
