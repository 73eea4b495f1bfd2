import { describe, expect, it } from 'vitest'
import { checkForm } from '@/lib/form-errors'
import { AUTH_MESSAGES, isSimpleEmail, LoginSchema, normaliseEmail, RegisterSchema } from './validation'

const goodRegister = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.in',
  password: 'secret1',
  confirmPassword: 'secret1',
}

describe('login rules', () => {
  it('accepts a valid e-mail and a 6-character password', () => {
    expect(checkForm(LoginSchema, { email: ' asha@example.in ', password: '123456' })).toEqual({
      ok: true,
      output: { email: 'asha@example.in', password: '123456', rememberMe: false },
    })
  })

  it.each(['', 'asha', 'asha@', '@example.in', 'asha@example', 'a sha@example.in'])(
    'rejects the e-mail %j with "Invalid email address"',
    (email) => {
      const r = checkForm(LoginSchema, { email, password: '123456' })
      expect(r).toEqual({ ok: false, errors: { email: 'Invalid email address' } })
    },
  )

  it('rejects a 5-character password with "Password must be at least 6 characters"', () => {
    expect(checkForm(LoginSchema, { email: 'a@b.co', password: '12345' })).toEqual({
      ok: false,
      errors: { password: 'Password must be at least 6 characters' },
    })
  })

  it('reports both fields at once', () => {
    const r = checkForm(LoginSchema, { email: 'x', password: '' })
    expect(r.ok ? {} : r.errors).toEqual({ email: AUTH_MESSAGES.email, password: AUTH_MESSAGES.password })
  })
})

describe('registration rules', () => {
  it('accepts a complete form', () => {
    expect(checkForm(RegisterSchema, goodRegister).ok).toBe(true)
  })

  it('needs first and last names of at least 2 characters (after trimming)', () => {
    const r = checkForm(RegisterSchema, { ...goodRegister, firstName: ' A ', lastName: 'R' })
    expect(r.ok ? {} : r.errors).toEqual({
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
    })
  })

  it('applies the login e-mail and password rules', () => {
    const r = checkForm(RegisterSchema, { ...goodRegister, email: 'nope', password: 'abc', confirmPassword: 'abc' })
    expect(r.ok ? {} : r.errors).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
    })
  })

  it('puts "Passwords do not match" on the confirm field', () => {
    const r = checkForm(RegisterSchema, { ...goodRegister, confirmPassword: 'secret2' })
    expect(r).toEqual({ ok: false, errors: { confirmPassword: 'Passwords do not match' } })
  })

  it('still reports the mismatch when another field is also wrong', () => {
    const r = checkForm(RegisterSchema, { ...goodRegister, firstName: 'A', confirmPassword: 'other12' })
    expect(r.ok ? {} : r.errors).toEqual({
      firstName: AUTH_MESSAGES.firstName,
      confirmPassword: AUTH_MESSAGES.confirmPassword,
    })
  })
})

describe('e-mail shape check and normalising', () => {
  it.each([
    ['a@b.c', true],
    ['first.last@example.co.in', true],
    ['a@b', false],
    ['ab.c', false],
    ['a b@c.d', false],
    ['@b.c', false],
    ['a@.c', false],
    ['', false],
  ])('isSimpleEmail(%j) is %s', (email, ok) => {
    expect(isSimpleEmail(email)).toBe(ok)
  })

  it('trims and lower-cases', () => {
    expect(normaliseEmail('  Asha.Rao@Example.IN ')).toBe('asha.rao@example.in')
  })
})
