import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ThemeProvider } from 'styled-components'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { theme } from '@/styles/theme'
import { notify } from '@/lib/toast'
import { CONTACT_SEND_DELAY_MS } from '../api/contact-message'
import { ContactForm } from './contact-form'

vi.mock('@/lib/toast', () => ({ notify: vi.fn() }))

function setup() {
  const view = render(
    <QueryClientProvider client={new QueryClient()}>
      <ThemeProvider theme={theme}>
        <ContactForm />
      </ThemeProvider>
    </QueryClientProvider>,
  )
  return { ...view, user: userEvent.setup() }
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your Name'), 'Asha')
  await user.type(screen.getByLabelText('Email Address'), 'asha@example.in')
  await user.type(screen.getByLabelText('Subject'), 'Order question')
  await user.type(screen.getByLabelText('Your Message'), 'Where is my order?')
}

describe('ContactForm', () => {
  beforeEach(() => {
    vi.mocked(notify).mockClear()
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('marks the empty fields, focuses the first one and sends nothing', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(screen.getByText('Your name is required')).toBeTruthy()
    expect(screen.getByText('Your message is required')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Your Name'))
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveProperty('disabled', false)
  })

  it("after 1.5 s says 'Message Sent' and clears the form; no request, one toast however often it is submitted", async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    const { user } = setup()
    await fill(user)
    const button = screen.getByRole('button', { name: 'Send Message' })
    // Only the send delay is faked: typing above ran on real timers.
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    act(() => {
      button.closest('form')!.requestSubmit()
      button.closest('form')!.requestSubmit()
    })
    // React Query tells the form on a zero-delay timer.
    await act(async () => vi.advanceTimersByTimeAsync(0))
    expect(screen.getByRole('button', { name: 'Sending…' })).toHaveProperty('disabled', true)
    await act(async () => vi.advanceTimersByTimeAsync(CONTACT_SEND_DELAY_MS - 1))
    expect(notify).not.toHaveBeenCalled()
    await act(async () => vi.advanceTimersByTimeAsync(1))
    expect(notify).toHaveBeenCalledTimes(1)
    expect(notify).toHaveBeenCalledWith({
      title: 'Message Sent',
      description: "Thank you for contacting us. We'll get back to you shortly.",
      variant: 'success',
    })
    expect(screen.getByLabelText('Your Name')).toHaveProperty('value', '')
    expect(screen.getByLabelText('Your Message')).toHaveProperty('value', '')
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveProperty('disabled', false)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows nothing when the page is left while sending', async () => {
    const { user, unmount } = setup()
    await fill(user)
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    act(() => screen.getByRole('button', { name: 'Send Message' }).closest('form')!.requestSubmit())
    await act(async () => vi.advanceTimersByTimeAsync(0))
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeTruthy()
    unmount()
    await act(async () => vi.advanceTimersByTimeAsync(CONTACT_SEND_DELAY_MS))
    expect(notify).not.toHaveBeenCalled()
  })
})
