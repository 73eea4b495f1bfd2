import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from 'styled-components'
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { theme } from '@/styles/theme'
import { notify } from '@/lib/toast'
import type { CartLine } from '@/domain/cart-line'
import { CheckoutForm, type CheckoutFormProps } from './checkout-form'
import { ASHA_FORM } from '@/test/addresses'
import { toShippingAddress } from '@/domain/address-form'
import { ApiContext } from '@/lib/api-context'
import { testApi } from '@/test/api'

const ASHA_ADDRESS = toShippingAddress(ASHA_FORM)

vi.mock('@/lib/toast', () => ({ notify: vi.fn() }))

const line: CartLine = { id: 'p1', name: 'HDMI Cable', price: 499, quantity: 2 }

function setup(lines: CartLine[] = [line], signedIn = true, extra: Partial<CheckoutFormProps> = {}) {
  const onPlaced = vi.fn()
  const onLoginRequired = vi.fn()
  const onCheckOrders = vi.fn()
  // Placing the order is a React Query mutation: each test gets its own client.
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ApiContext value={testApi()}>
        <ThemeProvider theme={theme}>
          <CheckoutForm
            readLines={() => lines}
            isSignedIn={() => signedIn}
            idempotent={false}
            onPlaced={onPlaced}
            onLoginRequired={onLoginRequired}
            onCheckOrders={onCheckOrders}
            {...extra}
          />
        </ThemeProvider>
      </ApiContext>
    </QueryClientProvider>,
  )
  return { onPlaced, onLoginRequired, onCheckOrders, user: userEvent.setup() }
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

describe('CheckoutForm', () => {
  beforeEach(() => {
    vi.mocked(notify).mockClear()
    sessionStorage.clear()
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('forces +91 in the phone field and accepts digits only', async () => {
    const { user } = setup()
    const phone = screen.getByLabelText('Mobile number')
    expect(phone).toHaveProperty('value', '+91')
    await user.type(phone, '98a76')
    expect(phone).toHaveProperty('value', '+919876')
  })

  it('says "Please fill all fields", marks the fields and focuses the first one; no request', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    expect(notify).toHaveBeenCalledWith({
      title: 'Please fill all fields',
      description: 'All shipping information fields are required.',
      variant: 'destructive',
    })
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(screen.getByLabelText('Full name'))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('says "Cart is empty" when the cart emptied before submit; no request', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    const { user, onPlaced } = setup([])
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    expect(notify).toHaveBeenCalledWith({
      title: 'Cart is empty',
      description: 'Please add items to your cart before checkout.',
      variant: 'destructive',
    })
    expect(fetchMock).not.toHaveBeenCalled()
    expect(onPlaced).not.toHaveBeenCalled()
  })

  it('says "Login Required" for a guest', async () => {
    const { user, onLoginRequired } = setup([line], false)
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    expect(notify).toHaveBeenCalledWith({
      title: 'Login Required',
      description: 'Please login to proceed with checkout',
      variant: 'destructive',
    })
    expect(onLoginRequired).toHaveBeenCalled()
  })

  it('creates one order however often the button is clicked', async () => {
    let release: (r: Response) => void = () => {}
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)))
    vi.stubGlobal('fetch', fetchMock)
    const { user, onPlaced } = setup()
    await fill(user)
    const button = screen.getByRole('button', { name: 'Place Order' })
    const form = button.closest('form')!
    // Two submits before React can re-render the disabled button.
    form.requestSubmit()
    form.requestSubmit()
    await user.dblClick(button)
    release(new Response(JSON.stringify({ id: 'ord-9' }), { status: 201 }))
    await vi.waitFor(() => expect(onPlaced).toHaveBeenCalledWith('ord-9', [line]))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const body = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)
    expect(body).toEqual({
      products: { p1: 2 },
      shippingAddress: { ...ASHA_ADDRESS },
    })
  })

  it('sends nothing when the check before placing says no, and shows its notice beside the address', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    const beforePlace = vi.fn(async () => false)
    const onPinCodeChange = vi.fn()
    const { user, onPlaced } = setup([line], true, {
      beforePlace,
      onPinCodeChange,
      addressNotice: <p>HDMI Cable can&apos;t be delivered to 560001</p>,
    })
    await fill(user)
    expect(onPinCodeChange).toHaveBeenLastCalledWith('560001')
    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    await vi.waitFor(() => expect(beforePlace).toHaveBeenCalledWith('560001', [line]))
    expect(screen.getByRole('button', { name: 'Place Order' })).toHaveProperty('disabled', false)
    expect(fetchMock).not.toHaveBeenCalled()
    expect(onPlaced).not.toHaveBeenCalled()
    expect(screen.getByText("HDMI Cable can't be delivered to 560001")).toBeTruthy()
  })

  it('places one order after the check says yes, however often the button is clicked meanwhile', async () => {
    let pass: (ok: boolean) => void = () => {}
    const beforePlace = vi.fn(() => new Promise<boolean>((resolve) => (pass = resolve)))
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ id: 'ord-7' }), { status: 201 }))
    vi.stubGlobal('fetch', fetchMock)
    const { user, onPlaced } = setup([line], true, { beforePlace })
    await fill(user)
    const form = screen.getByRole('button', { name: 'Place Order' }).closest('form')!
    form.requestSubmit()
    form.requestSubmit()
    expect(beforePlace).toHaveBeenCalledTimes(1)
    pass(true)
    await vi.waitFor(() => expect(onPlaced).toHaveBeenCalledWith('ord-7', [line]))
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('keeps everything typed after a failure and says "Error placing order"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    const { user, onPlaced } = setup()
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Error placing order',
        description: 'Please try again later.',
        variant: 'destructive',
      }),
    )
    expect(onPlaced).not.toHaveBeenCalled()
    expect(screen.getByLabelText('Full name')).toHaveProperty('value', 'Asha Rao')
    expect(screen.getByLabelText('Mobile number')).toHaveProperty('value', '+919876543210')
    expect(screen.getByRole('status').textContent).toContain('A connection is needed')
    expect(screen.getByRole('button', { name: 'Place Order' })).toHaveProperty('disabled', false)
  })

  it("shows the store's reason when it refuses the order", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: 'Quantities must be whole numbers from 1 to 99' }), { status: 400 }),
      ),
    )
    const { user, onPlaced } = setup()
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Error placing order',
        description: 'Quantities must be whole numbers from 1 to 99',
        variant: 'destructive',
      }),
    )
    expect(onPlaced).not.toHaveBeenCalled()
  })

  it('says the outcome is unknown and offers "Check my orders" when an earlier attempt cannot be checked; nothing is posted', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST' ? Promise.reject(new TypeError('Failed to fetch')) : new Response('{}', { status: 503 }),
    )
    vi.stubGlobal('fetch', fetchMock)
    const { user, onPlaced, onCheckOrders } = setup()
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    await vi.waitFor(() => expect(notify).toHaveBeenCalledTimes(1))
    await user.click(screen.getByRole('button', { name: 'Place Order' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('We could not check whether your earlier attempt placed this order')
    expect(notify).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Order not confirmed' }))
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Check my orders' }))
    expect(onCheckOrders).toHaveBeenCalled()
    expect(onPlaced).not.toHaveBeenCalled()
    expect(screen.getByLabelText('Full name')).toHaveProperty('value', 'Asha Rao')
  })

  it('restores the draft after a reload', async () => {
    const { user } = setup()
    await user.type(screen.getByLabelText('Town/City'), 'Pune')
    cleanup()
    setup()
    expect(screen.getByLabelText('Town/City')).toHaveProperty('value', 'Pune')
  })

  it('holds the address place while the address book is unknown or loading, so typing is never swapped away', async () => {
    let answer: (r: Response) => void = () => undefined
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)))
    vi.stubGlobal('fetch', fetchMock)
    setup([line], true, { addressBook: 'unknown' })
    expect(screen.getByRole('status').textContent).toBe('Loading your account…')
    expect(screen.queryByLabelText('Full name')).toBeNull()
    cleanup()
    setup([line], true, { addressBook: true })
    expect(screen.queryByLabelText('Full name')).toBeNull()
    const saved = { ...ASHA_FORM, id: 'a1', isDefault: true }
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled())
    answer(new Response(JSON.stringify([saved]), { headers: { 'Content-Type': 'application/json' } }))
    expect(await screen.findByRole('button', { name: 'Deliver here' })).toBeTruthy()
  })

  it('shows the form offline when the address book was never read (the order can wait on the device)', async () => {
    onlineManager.setOnline(false)
    try {
      vi.stubGlobal('fetch', vi.fn())
      setup([line], true, { addressBook: true })
      expect(await screen.findByLabelText('Full name')).toBeTruthy()
    } finally {
      onlineManager.setOnline(true)
    }
  })
})
