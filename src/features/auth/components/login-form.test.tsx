import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { ThemeProvider } from 'styled-components'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { theme } from '@/styles/theme'
import { notify } from '@/lib/toast'
import { getToken } from '@/lib/auth-token'
import { LoginForm } from './login-form'
import { RegisterForm } from './register-form'
import { ApiContext } from '@/lib/api-context'
import { testApi } from '@/test/api'

vi.mock('@/lib/toast', () => ({ notify: vi.fn() }))
vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@tanstack/react-router')>()),
  Link: ({ children, to }: { children: ReactNode; to: string }) => <a href={to}>{children}</a>,
}))

// The forms' writes are React Query mutations: each test gets its own client.
const wrap = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ApiContext value={testApi()}>
        <ThemeProvider theme={theme}>{ui}</ThemeProvider>
      </ApiContext>
    </QueryClientProvider>,
  )
const reply = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }))

describe('LoginForm', () => {
  beforeEach(() => vi.mocked(notify).mockClear())
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('shows the field messages beside the fields and sends nothing', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    wrap(<LoginForm onSignedIn={vi.fn()} />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Email'), 'not-an-email')
    await user.type(screen.getByLabelText('Password'), '123')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(screen.getByText('Invalid email address')).toBeTruthy()
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy()
    const email = screen.getByLabelText('Email')
    expect(email.getAttribute('aria-describedby')).toBe('login-email-error')
    expect(document.activeElement).toBe(email)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows the server error for a wrong password and keeps what was typed', async () => {
    vi.stubGlobal('fetch', reply(401, { error: 'Invalid email or password' }))
    const onSignedIn = vi.fn()
    wrap(<LoginForm onSignedIn={onSignedIn} />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Email'), 'demo@example.com')
    await user.type(screen.getByLabelText('Password'), 'wrong-pass')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Invalid email or password',
        variant: 'destructive',
      }),
    )
    expect(onSignedIn).not.toHaveBeenCalled()
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'demo@example.com')
    expect(screen.getByLabelText('Password')).toHaveProperty('value', 'wrong-pass')
    expect(getToken()).toBeNull()
  })

  it('says plainly a connection is needed when there is no response', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    wrap(<LoginForm onSignedIn={vi.fn()} />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Email'), 'demo@example.com')
    await user.type(screen.getByLabelText('Password'), 'demo1234')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Error',
        description: 'No response from server. Please try again later.',
        variant: 'destructive',
      }),
    )
    expect(screen.getByRole('status').textContent).toContain('A connection is needed to sign in')
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'demo@example.com')
  })

  it('stores the token, says "Logged in successfully." and hands over', async () => {
    vi.stubGlobal('fetch', reply(200, { token: 'tok-1' }))
    const onSignedIn = vi.fn()
    wrap(<LoginForm onSignedIn={onSignedIn} />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Email'), 'demo@example.com')
    await user.type(screen.getByLabelText('Password'), 'demo1234')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled())
    expect(getToken()).toBe('tok-1')
    expect(notify).toHaveBeenCalledWith({ title: 'Logged in successfully.', variant: 'success' })
  })

  it('links to register, forgot-password, terms and privacy', () => {
    wrap(<LoginForm onSignedIn={vi.fn()} />)
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual(expect.arrayContaining(['/forgot-password', '/register', '/$policyType']))
  })
})

describe('RegisterForm', () => {
  beforeEach(() => vi.mocked(notify).mockClear())
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  async function fill(
    values: Partial<Record<'First name' | 'Last name' | 'Email' | 'Password' | 'Confirm password', string>>,
  ) {
    const user = userEvent.setup()
    for (const [label, value] of Object.entries(values)) if (value) await user.type(screen.getByLabelText(label), value)
    await user.click(screen.getByRole('button', { name: 'Create account' }))
  }

  it('puts "Passwords do not match" on the confirm field', async () => {
    vi.stubGlobal('fetch', vi.fn())
    wrap(<RegisterForm onRegistered={vi.fn()} />)
    await fill({
      'First name': 'Asha',
      'Last name': 'Rao',
      Email: 'asha@example.in',
      Password: 'secret1',
      'Confirm password': 'secret2',
    })
    const confirm = screen.getByLabelText('Confirm password')
    expect(confirm.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(confirm.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Passwords do not match',
    )
  })

  it('says "Invalid Email" for an e-mail without the simple shape, and sends nothing', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    wrap(<RegisterForm onRegistered={vi.fn()} />)
    await fill({
      'First name': 'Asha',
      'Last name': 'Rao',
      Email: 'asha@example',
      Password: 'secret1',
      'Confirm password': 'secret1',
    })
    expect(notify).toHaveBeenCalledWith({
      title: 'Invalid Email',
      description: 'Please enter a valid email address.',
      variant: 'destructive',
    })
    expect(screen.getByText('Invalid email address')).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('sends the cleaned body, says the account was created and hands over', async () => {
    const fetchMock = reply(201, { id: 'u1' })
    vi.stubGlobal('fetch', fetchMock)
    const onRegistered = vi.fn()
    wrap(<RegisterForm onRegistered={onRegistered} />)
    await fill({
      'First name': 'Asha',
      'Last name': 'Rao',
      Email: ' Asha@Example.IN',
      Password: 'secret1',
      'Confirm password': 'secret1',
    })
    await vi.waitFor(() => expect(onRegistered).toHaveBeenCalled())
    const body = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)
    expect(body).toEqual({ email: 'asha@example.in', password: 'secret1', firstName: 'Asha', lastName: 'Rao' })
    expect(notify).toHaveBeenCalledWith({
      title: 'Account created successfully. You can now log in.',
      variant: 'success',
    })
  })

  it('shows "Registration Error" with the server message and keeps the form', async () => {
    vi.stubGlobal('fetch', reply(409, { error: 'An account with this email already exists' }))
    wrap(<RegisterForm onRegistered={vi.fn()} />)
    await fill({
      'First name': 'Asha',
      'Last name': 'Rao',
      Email: 'demo@example.com',
      Password: 'secret1',
      'Confirm password': 'secret1',
    })
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        title: 'Registration Error',
        description: 'An account with this email already exists',
        variant: 'destructive',
      }),
    )
    expect(screen.getByLabelText('First name')).toHaveProperty('value', 'Asha')
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'demo@example.com')
  })
})
