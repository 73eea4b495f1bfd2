import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from 'styled-components'
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { theme } from '@/styles/theme'
import { checkedAnswers, keepCheckedAnswer } from '../checked-answers'
import { formatDeliveryDate } from '../delivery-date'
import { rememberedPinCode } from '../remembered-pin-code'
import { DeliveryCheck } from './delivery-check'
import { ApiContext } from '@/lib/api-context'
import { testApi } from '@/test/api'

const served = { pincode: '560001', deliverable: true, estimatedDays: 3, cashOnDelivery: true, city: 'Bengaluru' }

function answering(body: unknown, status = 200) {
  const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify(body), { status }))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

function setup(fallbackPinCode?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { networkMode: 'offlineFirst' } } })
  render(
    <QueryClientProvider client={client}>
      <ApiContext value={testApi()}>
        <ThemeProvider theme={theme}>
          <DeliveryCheck productId="p-1" fallbackPinCode={fallbackPinCode} />
        </ThemeProvider>
      </ApiContext>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

const result = () => screen.getByTestId('delivery-result')

describe('DeliveryCheck', () => {
  beforeEach(() => {
    localStorage.clear()
    rememberedPinCode.reload()
    checkedAnswers.reload()
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    onlineManager.setOnline(true)
  })

  it('asks for a valid PIN code and sends nothing for one that is not', async () => {
    const fetchMock = answering(served)
    const user = setup()
    await user.type(screen.getByLabelText('PIN code'), '056001')
    await user.click(screen.getByRole('button', { name: 'Check' }))
    expect(screen.getByText('Enter a valid 6-digit PIN code')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(rememberedPinCode.get()).toBe('')
  })

  it('checks a typed PIN, says the date and COD, and remembers the PIN', async () => {
    const fetchMock = answering(served)
    const user = setup()
    await user.type(screen.getByLabelText('PIN code'), '560001')
    await user.click(screen.getByRole('button', { name: 'Check' }))
    await vi.waitFor(() => expect(result().textContent).toContain(`Delivery by ${formatDeliveryDate(3, 'en-IN')}`))
    expect(result().textContent).toContain('Cash on Delivery available')
    expect(result().textContent).toContain('Bengaluru')
    expect(new URL(fetchMock.mock.calls[0]![0]).searchParams.get('productId')).toBe('p-1')
    expect(rememberedPinCode.get()).toBe('560001')
    await vi.waitFor(() => expect(checkedAnswers.get()).toHaveLength(1))
  })

  it('treats an unreadable answer as not checked', async () => {
    answering({ pincode: '560001', deliverable: 'yes', estimatedDays: 3 })
    const user = setup()
    await user.type(screen.getByLabelText('PIN code'), '560001')
    await user.click(screen.getByRole('button', { name: 'Check' }))
    await vi.waitFor(() => expect(result().textContent).toBe("Couldn't check delivery. Try again."))
  })

  it("checks a signed-in shopper's address PIN without keeping it on the device", async () => {
    answering({ pincode: '845401', deliverable: false })
    setup('845401')
    await vi.waitFor(() => expect(result().textContent).toBe('Not deliverable to 845401'))
    expect(rememberedPinCode.get()).toBe('')
    expect(checkedAnswers.get()).toEqual([])
  })

  it('offline, shows the kept answer of the remembered PIN with the time it was checked', async () => {
    rememberedPinCode.set('560001')
    keepCheckedAnswer('p-1', {
      pinCode: '560001',
      deliverable: true,
      estimatedDays: 2,
      cashOnDelivery: false,
      city: '',
      state: '',
    })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    onlineManager.setOnline(false)
    setup()
    await vi.waitFor(() => expect(result().textContent).toContain(`Delivery by ${formatDeliveryDate(2, 'en-IN')}`))
    expect(result().textContent).toMatch(/\(checked \d{1,2}:\d{2}\s?(am|pm)\)/i)
    expect(result().textContent).not.toContain('Cash on Delivery')
  })
})
