import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from 'styled-components'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { theme } from '@/styles/theme'
import { notify } from '@/lib/toast'
import { TrackOrderForm } from './track-order-form'
import { ApiContext } from '@/lib/api-context'
import { testApi } from '@/test/api'

vi.mock('@/lib/toast', () => ({ notify: vi.fn() }))

const client = () => new QueryClient()

function setup(initialOrderId = '', defaultContact = '') {
  const queryClient = client()
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ApiContext value={testApi()}>
        <ThemeProvider theme={theme}>
          <TrackOrderForm initialOrderId={initialOrderId} defaultContact={defaultContact} />
        </ThemeProvider>
      </ApiContext>
    </QueryClientProvider>,
  )
  const rerender = (contact: string) =>
    view.rerender(
      <QueryClientProvider client={queryClient}>
        <ApiContext value={testApi()}>
          <ThemeProvider theme={theme}>
            <TrackOrderForm initialOrderId={initialOrderId} defaultContact={contact} />
          </ThemeProvider>
        </ApiContext>
      </QueryClientProvider>,
    )
  return { rerender, user: userEvent.setup() }
}

describe('TrackOrderForm', () => {
  beforeEach(() => vi.mocked(notify).mockClear())
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('shows the signed-in e-mail, even when it arrives late, until the shopper types over it', async () => {
    const { rerender, user } = setup('ORD-1')
    expect(screen.getByLabelText('Order number')).toHaveProperty('value', 'ORD-1')
    expect(screen.getByLabelText('Email or phone')).toHaveProperty('value', '')
    rerender('asha@example.in')
    expect(screen.getByLabelText('Email or phone')).toHaveProperty('value', 'asha@example.in')
    await user.clear(screen.getByLabelText('Email or phone'))
    await user.type(screen.getByLabelText('Email or phone'), '98')
    rerender('ravi@example.in')
    expect(screen.getByLabelText('Email or phone')).toHaveProperty('value', '98')
  })

  it("a blank field gives the 'Required fields' toast only: no request, no field marked, focus stays", async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    const { user } = setup('ORD-1')
    await user.type(screen.getByLabelText('Email or phone'), '   ')
    await user.click(screen.getByRole('button', { name: 'Track Order' }))
    expect(notify).toHaveBeenCalledWith({
      title: 'Required fields',
      description: 'Please enter both order number and email/phone',
      variant: 'destructive',
    })
    expect(document.querySelector('[aria-invalid="true"]')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Track Order' }))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('looks the order up once however often it is submitted, then shows it and focuses it', async () => {
    let release: (r: Response) => void = () => {}
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)))
    vi.stubGlobal('fetch', fetchMock)
    setup('ORD-1', 'asha@example.in')
    const form = screen.getByRole('button', { name: 'Track Order' }).closest('form')!
    act(() => {
      form.requestSubmit()
      form.requestSubmit()
    })
    expect(await screen.findByRole('button', { name: 'Tracking…' })).toHaveProperty('disabled', true)
    release(new Response(JSON.stringify({ id: 'ORD-1', status: 1, items: [] }), { status: 200 }))
    const result = await screen.findByRole('region', { name: 'Order details' })
    await vi.waitFor(() => expect(document.activeElement).toBe(result))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(notify).toHaveBeenCalledWith({
      title: 'Order found',
      description: 'Your order status has been loaded',
      variant: 'success',
    })
  })

  it("a failed look-up says so, removes the last result and keeps what was typed; a refusal for too many attempts gives the store's reason", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ id: 'ORD-1', status: 1, items: [] }), { status: 200 })),
    )
    const { user } = setup('ORD-1', 'asha@example.in')
    await user.click(screen.getByRole('button', { name: 'Track Order' }))
    await screen.findByRole('region', { name: 'Order details' })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: 'Too many tracking attempts.' }), { status: 429 })),
    )
    await user.click(screen.getByRole('button', { name: 'Track Order' }))
    await vi.waitFor(() =>
      expect(notify).toHaveBeenLastCalledWith({
        title: 'Error',
        description: 'Too many tracking attempts.',
        variant: 'destructive',
      }),
    )
    expect(screen.queryByRole('region', { name: 'Order details' })).toBeNull()
    expect(screen.getByLabelText('Order number')).toHaveProperty('value', 'ORD-1')
    expect(screen.getByLabelText('Email or phone')).toHaveProperty('value', 'asha@example.in')
  })
})
