import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from 'styled-components'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { theme } from '@/styles/theme'
import type { CartLine } from '@/domain/cart-line'
import { saveOrderOffline } from '../outbox/save-offline'
import { notify } from '@/lib/toast'
import { CheckoutForm } from './checkout-form'
import { ASHA_FORM } from '@/test/addresses'
import { toShippingAddress } from '@/domain/address-form'
import { ApiContext } from '@/lib/api-context'
import { testApi } from '@/test/api'

const ASHA_ADDRESS = toShippingAddress(ASHA_FORM)

vi.mock('@/lib/toast', () => ({ notify: vi.fn() }))
let offline = false
vi.mock('../outbox/save-offline', () => ({
  browserOffline: () => offline,
  saveOrderOffline: vi.fn(async () => ({})),
}))

const line: CartLine = { id: 'p1', name: 'HDMI Cable', price: 499, quantity: 2 }
const SAVED = "You're offline. Your order is saved and will be placed when you're back online."

function setup() {
  const onPlaced = vi.fn()
  const onSavedOffline = vi.fn()
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ApiContext value={testApi()}>
        <ThemeProvider theme={theme}>
          <CheckoutForm
            readLines={() => [line]}
            isSignedIn={() => true}
            idempotent
            onPlaced={onPlaced}
            onLoginRequired={vi.fn()}
            onCheckOrders={vi.fn()}
            onSavedOffline={onSavedOffline}
          />
        </ThemeProvider>
      </ApiContext>
    </QueryClientProvider>,
  )
  return { onPlaced, onSavedOffline, user: userEvent.setup() }
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Asha Rao')
  await user.type(screen.getByLabelText('Mobile number'), '9876543210')
  await user.type(screen.getByLabelText('Flat, House no., Building'), '12 MG Road')
  await user.type(screen.getByLabelText('Area, Street, Sector, Village'), 'Ashok Nagar')
  await user.type(screen.getByLabelText('PIN code'), '560001')
  // Town and state come from the PIN directory; the shopper writes the town their way.
  await screen.findByDisplayValue('Bangalore')
  await user.clear(screen.getByLabelText('Town/City'))
  await user.type(screen.getByLabelText('Town/City'), 'Bengaluru')
}

const address = ASHA_ADDRESS

describe('CheckoutForm with the offline outbox', () => {
  beforeEach(() => {
    offline = false
    vi.mocked(saveOrderOffline).mockClear()
    vi.mocked(notify).mockClear()
    sessionStorage.clear()
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('offline at the tap: saves the order on the device, sends nothing, says so; the button is usable', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    const { user, onSavedOffline, onPlaced } = setup()
    await fill(user)
    offline = true
    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    await vi.waitFor(() => expect(onSavedOffline).toHaveBeenCalledWith([line]))
    expect(saveOrderOffline).toHaveBeenCalledWith(expect.anything(), [line], address, {
      ownerEmail: undefined,
      sentAt: undefined,
    })
    expect(fetchMock).not.toHaveBeenCalled()
    expect(onPlaced).not.toHaveBeenCalled()
    expect(screen.getByRole('status').textContent).toContain(SAVED)
    expect(screen.getByRole('button', { name: 'Place Order' })).toHaveProperty('disabled', false)
  })

  it('the network drops while the browser still says online: saved like offline, marked as possibly sent', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    const { user, onSavedOffline } = setup()
    await fill(user)
    const before = Date.now()
    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    await vi.waitFor(() => expect(onSavedOffline).toHaveBeenCalledTimes(1))
    expect(offline).toBe(false)
    const options = vi.mocked(saveOrderOffline).mock.calls[0]![3]
    expect(options?.sentAt).toBeGreaterThanOrEqual(before)
    expect(screen.getByRole('status').textContent).toContain(SAVED)
    expect(notify).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'Error placing order' }))
  })

  it('a store error with an answer (500 with a readable error) still says "Error placing order"; nothing saved', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: 'Database down' }), { status: 500 })),
    )
    const { user, onSavedOffline } = setup()
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Error placing order' })),
    )
    expect(saveOrderOffline).not.toHaveBeenCalled()
    expect(onSavedOffline).not.toHaveBeenCalled()
  })
})
