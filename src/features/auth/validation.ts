import * as v from 'valibot'
import { messageGetters } from '@/i18n/i18n'

export const AUTH_MESSAGES = messageGetters({
  email: 'auth.invalidEmail',
  password: 'auth.passwordMin',
  firstName: 'auth.firstNameMin',
  lastName: 'auth.lastNameMin',
  confirmPassword: 'auth.passwordsDiffer',
})
// Read when a check fails, so each message is in the language shown then.
const say = (key: keyof typeof AUTH_MESSAGES) => () => AUTH_MESSAGES[key]

/** Minimum lengths (characters): names 2, passwords 6. */
export const MIN_PASSWORD = 6
export const MIN_NAME = 2

const EmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(say('email')),
  v.maxLength(254, say('email')),
  v.email(say('email')),
)
const PasswordSchema = v.pipe(v.string(), v.minLength(MIN_PASSWORD, say('password')))
const name = (key: 'firstName' | 'lastName') => v.pipe(v.string(), v.trim(), v.minLength(MIN_NAME, say(key)))

export const LoginSchema = v.object({
  email: EmailSchema,
  password: PasswordSchema,
  rememberMe: v.optional(v.boolean(), false),
})
export type LoginInput = v.InferInput<typeof LoginSchema>

/** Registration form: names ≥ 2 characters, the login rules, and confirmPassword equal to password. */
export const RegisterSchema = v.pipe(
  v.object({
    firstName: name('firstName'),
    lastName: name('lastName'),
    email: EmailSchema,
    password: PasswordSchema,
    confirmPassword: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (x) => x.password === x.confirmPassword,
      say('confirmPassword'),
    ),
    ['confirmPassword'],
  ),
)
export type RegisterInput = v.InferInput<typeof RegisterSchema>

/** A new shopper's name after signing in by phone: names ≥ 2 characters, an e-mail or nothing. */
export const NameSchema = v.object({
  firstName: name('firstName'),
  lastName: name('lastName'),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(254, say('email')),
    v.check((e) => e === '' || isSimpleEmail(e), say('email')),
  ),
})

/** The simple e-mail shape check before registering: text, '@', text, '.', text (no spaces). */
export const isSimpleEmail = (email: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)

/** E-mail as sent to the server: trimmed and lower-cased. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase()
