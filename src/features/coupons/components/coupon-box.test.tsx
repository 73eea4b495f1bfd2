import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { ThemeProvider } from 'styled-components'
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { CartLine } from '@/domain/cart-line'
import { theme } from '@/styles/theme'
import { appliedCode } from '../applied-code'
import { RECHECK_DELAY_MS, useCoupon } from '../use-coupon'
import { CouponBox } from './coupon-box'
import { ApiContext } from '@/lib/api-context'
import { testApi } from '@/test/api'

type Reply = (body: { code: string; products: { id: string; quantity: number }[] }) => [number, unknown]

/** fetch for /coupons (no offers) and /coupons/apply (answered by `reply`); returns the apply bodies sent. */
function store(reply: Reply) {
  const sent: { code: string; products: { id: string; quantity: number }[] }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (!url.endsWith('/coupons/apply')) return new Response('{"data":[]}')
      const body = JSON.parse(String(init?.body)) as (typeof sent)[number]
      sent.push(body)
      const [status, answer] = reply(body)
      return new Response(JSON.stringify(answer), { status })
    }),
  )
  return sent
}

const welcome: Reply = (b) => {
  const subtotal = b.products.reduce((s, p) => s + p.quantity * 600, 0)
  return [200, { code: b.code, discount: subtotal / 10, subtotal, total: subtotal * 0.9 }]
}
const line = (quantity: number): CartLine => ({ id: 'p-1', name: 'Cable', price: 600, quantity })

function Harness({ lines, enabled = true }: { lines: CartLine[]; enabled?: boolean }) {
  const coupon = useCoupon({ enabled, lines })
  return (
    <>
      <CouponBox coupon={coupon} />
      <output data-testid="discount">{coupon.discount ?? 'none'}</output>
    </>
  )
}

function setup(lines: CartLine[], enabled = true) {
  const client = new QueryClient({ defaultOptions: { queries: { networkMode: 'offlineFirst' } } })
  const wrap = (l: CartLine[]) => (
    <QueryClientProvider client={client}>
      <ApiContext value={testApi()}>
        <ThemeProvider theme={theme}>
          <Harness lines={l} enabled={enabled} />
        </ThemeProvider>
      </ApiContext>
    </QueryClientProvider>
  )
  const view = render(wrap(lines))
  return { rerender: (l: CartLine[]) => view.rerender(wrap(l)) }
}

const apply = (text: string) => {
  fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: text } })
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
}

describe('CouponBox', () => {
  beforeEach(() => appliedCode.set(''))
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
    vi.unstubAllGlobals()
    onlineManager.setOnline(true)
  })

  it('asks for the offers only once the cart has a line', async () => {
    store(welcome)
    const { rerender } = setup([])
    await act(async () => {})
    const asked = () => vi.mocked(fetch).mock.calls.filter(([url]) => String(url).endsWith('/coupons')).length
    expect(asked()).toBe(0)
    rerender([line(1)])
    await act(async () => {})
    expect(asked()).toBe(1)
  })

  it('asks for a code on an empty Apply and sends nothing', () => {
    const sent = store(welcome)
    setup([line(2)])
    apply('   ')
    expect(screen.getByRole('alert').textContent).toBe('Enter a coupon code')
    expect(sent).toEqual([])
  })

  it('applies a typed code trimmed and in upper case, and says the saving', async () => {
    const sent = store(welcome)
    setup([line(2)])
    apply('  welcome10 ')
    expect(await screen.findByText('WELCOME10 applied. You save ₹120')).toBeTruthy()
    expect(sent).toEqual([{ code: 'WELCOME10', products: [{ id: 'p-1', quantity: 2 }] }])
    expect(appliedCode.get()).toBe('WELCOME10')
    expect(screen.getByTestId('discount').textContent).toBe('120')
  })

  it("shows the store's refusal as text and keeps no coupon", async () => {
    store(() => [422, { message: 'This coupon has expired' }])
    setup([line(2)])
    apply('EXPIRED5')
    expect((await screen.findByRole('alert')).textContent).toBe('This coupon has expired')
    expect(appliedCode.get()).toBe('')
  })

  it('checks again once the cart stays still, not on every change', async () => {
    vi.useFakeTimers()
    const sent = store(welcome)
    appliedCode.set('WELCOME10')
    const { rerender } = setup([line(1)])
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(sent.map((b) => b.products[0]?.quantity)).toEqual([1])
    for (const q of [2, 3, 4, 5]) {
      rerender([line(q)])
      await act(() => vi.advanceTimersByTimeAsync(RECHECK_DELAY_MS / 4))
    }
    expect(sent).toHaveLength(1)
    expect(screen.getByTestId('discount').textContent).toBe('none')
    await act(() => vi.advanceTimersByTimeAsync(RECHECK_DELAY_MS))
    expect(sent.map((b) => b.products[0]?.quantity)).toEqual([1, 5])
    await act(() => vi.advanceTimersByTimeAsync(50))
    expect(screen.getByTestId('discount').textContent).toBe('300')
  })

  it("removes a coupon that stops applying, with the store's message", async () => {
    store((b) => (b.products[0]!.quantity > 1 ? welcome(b) : [422, { message: 'Add items worth ₹100 more' }]))
    appliedCode.set('WELCOME10')
    const { rerender } = setup([line(2)])
    expect(await screen.findByText('WELCOME10 applied. You save ₹120')).toBeTruthy()
    rerender([line(1)])
    expect((await screen.findByRole('alert', {}, { timeout: 2000 })).textContent).toBe('Add items worth ₹100 more')
    expect(appliedCode.get()).toBe('')
    expect(screen.getByLabelText('Coupon code')).toBeTruthy()
  })

  it('offline: says coupons are checked later and sends nothing', () => {
    const sent = store(welcome)
    onlineManager.setOnline(false)
    setup([line(2)])
    apply('WELCOME10')
    expect(screen.getByText("You're offline. Coupons are checked when you're back online.")).toBeTruthy()
    expect(sent).toEqual([])
  })

  it('without the capability shows nothing and asks nothing', async () => {
    store(welcome)
    appliedCode.set('WELCOME10')
    setup([line(2)], false)
    await act(() => Promise.resolve())
    expect(screen.queryByLabelText('Coupon code')).toBeNull()
    expect(screen.queryByText(/WELCOME10/)).toBeNull()
    expect(fetch).not.toHaveBeenCalled()
  })
})
