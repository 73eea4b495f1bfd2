import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from 'styled-components'
import { theme } from '@/styles/theme'
import { PwaNotices } from './pwa-notices'
import { offerUpdate } from './update-store'
import { setNetworkStateForTest } from './network-status'

const renderNotices = () =>
  render(
    <ThemeProvider theme={theme}>
      <PwaNotices />
    </ThemeProvider>,
  )

describe('PwaNotices', () => {
  afterEach(cleanup)

  it('shows the offline banner only while requests fail, naming the cause', () => {
    renderNotices()
    expect(screen.queryByRole('status')).toBeNull()
    act(() => setNetworkStateForTest('offline'))
    expect(screen.getByRole('status').textContent).toBe("You're offline — showing saved products")
    act(() => setNetworkStateForTest('store-down'))
    expect(screen.getByRole('status').textContent).toBe('The store isn’t answering — showing saved products')
    act(() => setNetworkStateForTest('online'))
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('offers a waiting update and applies it only on Reload', async () => {
    const apply = vi.fn()
    renderNotices()
    expect(screen.queryByText('A new version is available')).toBeNull()
    act(() => offerUpdate(apply))
    expect(screen.getByText('A new version is available')).toBeTruthy()
    expect(apply).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(apply).toHaveBeenCalledTimes(1)
    expect((screen.getByRole('button', { name: 'Reloading…' }) as HTMLButtonElement).disabled).toBe(true)
  })
})
