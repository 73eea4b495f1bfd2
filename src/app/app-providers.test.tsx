import { act, render } from '@testing-library/react'
import { useEffect, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { activateLocale, i18n, loadMessages } from '@/i18n/i18n'
import { useT } from '@/i18n/use-t'
import { lazyOptional } from '@/lib/lazy-optional'
import { testApi } from '@/test/api'
import { AppProviders } from './app-providers'

const api = testApi()

const Help = () => <h2>{useT()('footer.help')}</h2>
const Page = ({ Part }: { Part: ComponentType }) => (
  <main>
    <Part />
  </main>
)

afterEach(async () => {
  await act(() => activateLocale('en'))
})

describe('AppProviders', () => {
  it('a language switch made before a server-rendered part has hydrated: no mismatch, and the part switches too', async () => {
    const ServerPart = lazyOptional(
      () => Promise.resolve({ default: Help }),
      (m) => m.default,
    )
    await act(async () => {
      render(<ServerPart />)
    })
    const queryClient = new QueryClient()
    const container = document.createElement('div')
    container.innerHTML = renderToString(
      <AppProviders queryClient={queryClient} api={api}>
        <Page Part={ServerPart} />
      </AppProviders>,
    )
    document.body.append(container)
    expect(container.querySelector('h2')!.textContent).toBe('Help')

    let loadPart!: (m: { default: typeof Help }) => void
    const Part = lazyOptional(
      () => new Promise<{ default: typeof Help }>((resolve) => (loadPart = resolve)),
      (m) => m.default,
    )
    const errors: unknown[] = []
    render(
      <AppProviders queryClient={queryClient} api={api}>
        <Page Part={Part} />
      </AppProviders>,
      { container, hydrate: true, onRecoverableError: (e) => errors.push(e) },
    )
    await act(async () => {})
    // The shopper picks हिन्दी while the part's code is still on its way.
    await act(() => activateLocale('hi'))
    await act(async () => loadPart({ default: Help }))

    // React drops the part's server markup and renders it afresh in Hindi, without a mismatch error.
    expect(errors).toEqual([])
    expect(container.querySelector('h2')!.textContent).toBe('मदद')
  })

  it('a switch in the moment between the root hydrating and its parts hydrating: no mismatch', async () => {
    const hindi = await loadMessages('hi')
    const Part = lazyOptional(
      () => Promise.resolve({ default: Help }),
      (m) => m.default,
    )
    await act(async () => {
      render(<Part />)
    })
    const SwitchOnMount = ({ run }: { run: boolean }) => {
      useEffect(() => {
        // Synchronous, as the shopper's tap on हिन्दी once the catalogue is in.
        if (run) {
          i18n.load('hi', hindi)
          i18n.activate('hi')
        }
      }, [run])
      return null
    }
    const queryClient = new QueryClient()
    const app = (switchNow: boolean) => (
      <>
        <AppProviders queryClient={queryClient} api={api}>
          <Page Part={Part} />
        </AppProviders>
        <SwitchOnMount run={switchNow} />
      </>
    )
    const container = document.createElement('div')
    container.innerHTML = renderToString(app(false))
    document.body.append(container)
    const errors: unknown[] = []
    await act(async () => {
      hydrateRoot(container, app(true), { onRecoverableError: (e) => errors.push(e) })
    })
    expect(errors).toEqual([])
    expect(container.querySelector('h2')!.textContent).toBe('मदद')
  })
})
