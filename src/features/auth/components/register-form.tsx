import type { FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/form-field'
import { useValibotForm } from '@/components/ui/use-valibot-form'
import { isNetworkError } from '@/lib/api-error'
import { notify } from '@/lib/toast'
import { useOnline } from '@/lib/use-online'
import { REGISTER_MESSAGES, REGISTER_MUTATION_KEY, registerErrorMessage, useRegister } from '../api/register'
import { isSimpleEmail, normaliseEmail, RegisterSchema } from '../validation'
import { Form, Notice, Row, Small } from './auth-form.styles'

const EMPTY = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' }

/**
 * The registration form: names, e-mail and a password of at least 6 characters are required,
 * 'Passwords do not match' shows on the confirm field, and an e-mail of the wrong shape gets its
 * own toast before any request. Everything typed is kept on failure. `onRegistered` runs after the account exists.
 */
export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const form = useValibotForm(RegisterSchema, EMPTY)
  const register = useRegister()
  const queryClient = useQueryClient()
  const online = useOnline()
  const { values, formRef } = form
  const busy = register.isPending
  const offlineFailure = register.isError && isNetworkError(register.error)

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    // A second submit (a double click) before the first answer is ignored.
    if (queryClient.isMutating({ mutationKey: REGISTER_MUTATION_KEY }) > 0) return
    // The simple e-mail shape check gates the request with its own toast, beside the field rules.
    const badShape = !isSimpleEmail(normaliseEmail(values.email))
    if (badShape)
      notify({
        title: REGISTER_MESSAGES.invalidEmailTitle,
        description: REGISTER_MESSAGES.invalidEmail,
        variant: 'destructive',
      })
    const output = form.validate()
    if (!output || badShape) return
    const { firstName, lastName, email, password } = output
    register.mutate(
      { firstName, lastName, email, password },
      {
        onSuccess: () => {
          notify({ title: REGISTER_MESSAGES.success, variant: 'success' })
          onRegistered()
        },
        onError: (error) =>
          notify({ title: REGISTER_MESSAGES.title, description: registerErrorMessage(error), variant: 'destructive' }),
      },
    )
  }

  return (
    <Form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="register-title">
      <h1 id="register-title">Create an account</h1>
      {(!online || offlineFailure) && (
        <Notice role="status">
          A connection is needed to create an account. Your details are kept — try again when you are back online.
        </Notice>
      )}
      <Row>
        <TextField
          id="register-first-name"
          label="First name"
          autoComplete="given-name"
          {...form.field('firstName')}
          required
        />
        <TextField
          id="register-last-name"
          label="Last name"
          autoComplete="family-name"
          {...form.field('lastName')}
          required
        />
      </Row>
      <TextField
        id="register-email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        {...form.field('email')}
        required
      />
      <TextField
        id="register-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        {...form.field('password')}
        hint="At least 6 characters"
        required
      />
      <TextField
        id="register-confirm-password"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        {...form.field('confirmPassword')}
        required
      />
      <Button type="submit" $block disabled={busy} aria-disabled={busy}>
        {busy ? 'Creating account…' : 'Create account'}
      </Button>
      <Small>
        Already have an account? <Link to="/login">Sign in</Link>
      </Small>
      <Small>
        By creating an account you agree to our{' '}
        <Link to="/$policyType" params={{ policyType: 'terms' }}>
          Terms &amp; Conditions
        </Link>{' '}
        and{' '}
        <Link to="/$policyType" params={{ policyType: 'privacy' }}>
          Privacy Policy
        </Link>
        .
      </Small>
    </Form>
  )
}
