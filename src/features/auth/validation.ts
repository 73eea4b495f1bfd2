import * as v from 'valibot'

/** The form messages, used by the forms and their tests. */
export const AUTH_MESSAGES = {
  email: 'Invalid email address',
  password: 'Password must be at least 6 characters',
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  confirmPassword: 'Passwords do not match',
} as const

/** Minimum lengths (characters): names 2, passwords 6. */
export const MIN_PASSWORD = 6
export const MIN_NAME = 2

const EmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(AUTH_MESSAGES.email),
  v.maxLength(254, AUTH_MESSAGES.email),
  v.email(AUTH_MESSAGES.email),
)
const PasswordSchema = v.pipe(v.string(), v.minLength(MIN_PASSWORD, AUTH_MESSAGES.password))
const name = (message: string) => v.pipe(v.string(), v.trim(), v.minLength(MIN_NAME, message))

/** Login form: a valid e-mail, a password of ≥ 6 characters, optional remember-me. */
export const LoginSchema = v.object({
  email: EmailSchema,
  password: PasswordSchema,
  rememberMe: v.optional(v.boolean(), false),
})
export type LoginInput = v.InferInput<typeof LoginSchema>

/**
 * Registration form: names ≥ 2 characters, the login rules for e-mail and
 * password, and confirmPassword equal to password ('Passwords do not match' on the confirm field).
 */
export const RegisterSchema = v.pipe(
  v.object({
    firstName: name(AUTH_MESSAGES.firstName),
    lastName: name(AUTH_MESSAGES.lastName),
    email: EmailSchema,
    password: PasswordSchema,
    confirmPassword: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (x) => x.password === x.confirmPassword,
      AUTH_MESSAGES.confirmPassword,
    ),
    ['confirmPassword'],
  ),
)
export type RegisterInput = v.InferInput<typeof RegisterSchema>

/** The simple e-mail shape check before registering: text, '@', text, '.', text (no spaces). */
export const isSimpleEmail = (email: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)

/** E-mail as sent to the server: trimmed and lower-cased. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase()
