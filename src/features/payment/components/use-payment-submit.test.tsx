import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { notify } from '@/lib/toast'
import { ApiError } from '@/lib/api-error'
import { submitPayment, type PaymentResult } from '../api/submit-payment'
import { usePaymentSubmit } from './use-payment-submit'
import { ApiContext } from '@/lib/api-context'
import { testApi } from '@/test/api'

vi.mock('@/lib/toast', () => ({ notify: vi.fn() }))
vi.mock('../api/submit-payment', async (original) => ({
  ...(await original<typeof import('../api/submit-payment')>()),
  submitPayment: vi.fn(),
}))

const ok = (extra: Partial<PaymentResult>): PaymentResult => ({
  success: true,
  error: undefined,
  redirectUrl: undefined,
  action: undefined,
  ...extra,
})

function setup() {
  const onInitiated = vi.fn()
  const leaveTo = vi.fn()
  // An order of ₹1,299.
  // Sending the payment is a React Query mutation: each test gets its own client.
  const client = new QueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <ApiContext value={testApi()}>{children}</ApiContext>
    </QueryClientProvider>
  )
  const hook = renderHook(() => usePaymentSubmit({ orderId: 'o1', amount: 1299, onInitiated, leaveTo }), { wrapper })
  return { hook, onInitiated, leaveTo }
}

describe('usePaymentSubmit', () => {
  beforeEach(() => {
    vi.mocked(notify).mockClear()
    vi.mocked(submitPayment).mockReset()
  })
  afterEach(cleanup)

  it('sends one request for two quick calls (double click)', async () => {
    let resolve!: (r: PaymentResult) => void
    vi.mocked(submitPayment).mockReturnValue(new Promise((r) => (resolve = r)))
    const { hook } = setup()
    let first!: Promise<void>
    act(() => {
      first = hook.result.current.pay({ a: '1' })
      void hook.result.current.pay({ a: '1' })
    })
    expect(hook.result.current.submitting).toBe(true)
    await act(async () => {
      resolve(ok({ success: false, error: 'Nope' }))
      await first
    })
    expect(submitPayment).toHaveBeenCalledTimes(1)
    expect(hook.result.current.submitting).toBe(false)
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ description: 'Nope' }))
  })

  it.each<[string, () => Promise<PaymentResult>, string]>([
    [
      'a failed request',
      () => Promise.reject(new ApiError('http', 'x', 500)),
      'Failed to process payment. Please try again later.',
    ],
    [
      'success false without error',
      () => Promise.resolve(ok({ success: false })),
      'Unknown error occurred during payment process',
    ],
    [
      'an unsafe redirect',
      () => Promise.resolve(ok({ redirectUrl: 'javascript:alert(1)' })),
      'This payment link is not safe to open.',
    ],
    [
      'a UPI app link for another amount',
      () =>
        Promise.resolve(
          ok({
            action: {
              type: 'deeplink',
              redirectUrl: 'phonepe://pay?pa=x@y&am=1.00&cu=INR',
              qr: undefined,
              qrBase64: undefined,
              formParams: { type: '', url: '', data: [] },
            },
          }),
        ),
      'This payment request does not match your order total of ₹1,299.00 in Indian rupees, so it was not opened. Nothing has been paid — please try again or choose another payment method.',
    ],
  ])('%s → %j, nothing leaves the page', async (_, answer, message) => {
    vi.mocked(submitPayment).mockImplementation(answer)
    const { hook, leaveTo } = setup()
    await act(() => hook.result.current.pay({}))
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ description: message }))
    expect(leaveTo).not.toHaveBeenCalled()
    expect(hook.result.current.screen).toEqual({ kind: 'form' })
  })

  it('qr → the QR screen; deeplink → the wait screen and the app link; bare redirect → leaves', async () => {
    const { hook, leaveTo } = setup()
    vi.mocked(submitPayment).mockResolvedValue(
      ok({
        action: {
          type: 'qr',
          qr: 'upi://pay?pa=x',
          redirectUrl: undefined,
          qrBase64: undefined,
          formParams: { type: '', url: '', data: [] },
        },
      }),
    )
    await act(() => hook.result.current.pay({}))
    expect(hook.result.current.screen).toEqual({ kind: 'qr', qr: 'upi://pay?pa=x', image: undefined, payee: 'x' })

    vi.mocked(submitPayment).mockResolvedValue(
      ok({
        action: {
          type: 'deeplink',
          redirectUrl: 'upi://pay?pa=x',
          qr: undefined,
          qrBase64: undefined,
          formParams: { type: '', url: '', data: [] },
        },
      }),
    )
    await act(() => hook.result.current.pay({}))
    expect(hook.result.current.screen).toEqual({ kind: 'deeplink', url: 'upi://pay?pa=x' })
    expect(leaveTo).toHaveBeenLastCalledWith('upi://pay?pa=x')

    vi.mocked(submitPayment).mockResolvedValue(ok({ redirectUrl: 'https://pay.example/x' }))
    await act(() => hook.result.current.pay({}))
    expect(leaveTo).toHaveBeenLastCalledWith('https://pay.example/x')
    expect(hook.result.current.submitting).toBe(true) // leaving: stays 'Processing...'
  })

  it("no action → 'Payment initiated' and onInitiated", async () => {
    vi.mocked(submitPayment).mockResolvedValue(ok({}))
    const { hook, onInitiated } = setup()
    await act(() => hook.result.current.pay({}))
    expect(notify).toHaveBeenCalledWith({ title: 'Payment initiated', description: 'Your payment is being processed' })
    expect(onInitiated).toHaveBeenCalledTimes(1)
  })
})
