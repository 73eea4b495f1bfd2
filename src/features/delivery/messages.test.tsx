import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nProvider } from '@lingui/react'
import { setupI18n } from '@lingui/core'
import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale } from '@/i18n/i18n'
import { messages as firstLoad } from '@/i18n/compiled/en'
import { messages as routes } from '@/i18n/compiled/en-routes'
import { useDeliveryMessages } from './messages'

afterEach(() => activateLocale('en'))

describe('useDeliveryMessages', () => {
  it("reads the page's language, not the app's instance (a server-rendered check hydrates as the server wrote it)", async () => {
    // The app has already switched to Hindi; the page around the check still shows English.
    await activateLocale('hi')
    const english = setupI18n({ locale: 'en', messages: { en: { ...firstLoad, ...routes } } })
    const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={english}>{children}</I18nProvider>
    const { result } = renderHook(() => useDeliveryMessages(), { wrapper })
    expect(result.current.title).toBe('Check delivery')
    expect(result.current.notDeliverable('845401')).toBe('Not deliverable to 845401')
  })
})
