import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { ApiError } from '@/lib/api-error'
import { AccountResponseSchema, accountErrorMessage, accountKeys, accountOwner, displayName } from './account'

const account = {
  firstName: 'Demo',
  lastName: 'Shopper',
  email: 'demo@example.com',
  phone: '',
  createdAt: '2025-01-15T10:00:00Z',
}

describe('GET /accountInfo answer', () => {
  it('accepts the account under data', () => {
    expect(v.parse(AccountResponseSchema, { data: account })).toEqual(account)
  })
  it('accepts the account bare', () => {
    expect(v.parse(AccountResponseSchema, account)).toEqual(account)
  })
  it('fills a missing createdAt (and other fields) with empty text', () => {
    expect(v.parse(AccountResponseSchema, { data: { email: 'a@b.co' } })).toEqual({
      firstName: '',
      lastName: '',
      email: 'a@b.co',
      phone: '',
      createdAt: '',
    })
  })
  it('reads a phone-only account (the otp extension); a phone that is not +91 and 10 digits is dropped', () => {
    expect(v.parse(AccountResponseSchema, { data: { phone: '+919876543210' } })).toMatchObject({
      phone: '+919876543210',
      email: '',
    })
    expect(v.parse(AccountResponseSchema, { email: 'a@b.co', phone: '98765' }).phone).toBe('')
  })
  it.each([null, [], 'text', 42, {}, { data: null }, { data: { foo: 1 } }])('rejects %j', (body) => {
    expect(v.safeParse(AccountResponseSchema, body).success).toBe(false)
  })
  it('keeps the shopper data under the user root, so sign-out can wipe it', () => {
    expect(accountKeys.all[0]).toBe('user')
  })
})

describe('account load error', () => {
  it('adds the status for an HTTP error', () => {
    expect(accountErrorMessage(new ApiError('http', 'x', 500))).toBe('Failed to load account information (Status: 500)')
  })
  it('says no response was received for a network error', () => {
    expect(accountErrorMessage(new ApiError('network', 'x'))).toBe(
      'Failed to load account information (No response received)',
    )
  })
  it('appends the message otherwise', () => {
    expect(accountErrorMessage(new ApiError('invalid', 'The server sent an unexpected response', 200))).toBe(
      'Failed to load account information: The server sent an unexpected response',
    )
  })
})

describe('displayName', () => {
  it('joins first and last names, else the e-mail, else Not available', () => {
    expect(displayName({ ...account })).toBe('Demo Shopper')
    expect(displayName({ ...account, firstName: '', lastName: '' })).toBe('demo@example.com')
    expect(displayName(undefined)).toBe('Not available')
    const byPhone = { ...account, firstName: '', lastName: '', email: '', phone: '+919876543210' }
    expect(displayName(byPhone)).toBe('+91 98765 43210')
  })
})

describe('accountOwner (whose saved order it is)', () => {
  it('is the e-mail, else the mobile number, else null', () => {
    expect(accountOwner(account)).toBe('demo@example.com')
    expect(accountOwner({ ...account, email: '', phone: '+919876543210' })).toBe('+919876543210')
    expect(accountOwner({ ...account, email: '' })).toBeNull()
  })
})
