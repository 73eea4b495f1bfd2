import type { FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/form-field'
import { useValibotForm } from '@/components/ui/use-valibot-form'
import { isNetworkError } from '@/lib/api-error'
import { notify } from '@/lib/toast'
import { useOnline } from '@/lib/use-online'
import { LOGIN_MUTATION_KEY, loginErrorMessage, useLogin } from '../api/login'
import { LoginSchema } from '../validation'
import { Check, Form, Links, Notice, Small } from './auth-form.styles'

/**
 * The sign-in form: the e-mail must look like one and the password have at least 6 characters; a failed
 * sign-in shows the store's message (or 'Failed to login. Please check your credentials.', or 'No
 * response from server…' when nothing answered). Everything typed is kept on every failure. A
 * sign-in says 'Logged in successfully.' (useLogin); `onSignedIn` runs after the token is stored,
 * while the form is still on screen (the /login route's guard sends the shopper back to the page
 * they came from in any case).
 */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const form = useValibotForm(LoginSchema, { email: '', password: '', rememberMe: false as boolean })
  const login = useLogin()
  const queryClient = useQueryClient()
  const online = useOnline()
  const { values, formRef } = form
  const busy = login.isPending
  const offlineFailure = login.isError && isNetworkError(login.error)

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    // A second submit (a double click) before the first answer is ignored.
    if (queryClient.isMutating({ mutationKey: LOGIN_MUTATION_KEY }) > 0) return
    const output = form.validate()
    if (!output) return
    login.mutate(output, {
      onSuccess: () => onSignedIn(),
      onError: (error) => notify({ title: 'Error', description: loginErrorMessage(error), variant: 'destructive' }),
    })
  }

  return (
    <Form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="login-title">
      <h1 id="login-title">Sign in</h1>
      {(!online || offlineFailure) && (
        <Notice role="status">
          A connection is needed to sign in. Your details are kept — try again when you are back online.
        </Notice>
      )}
      <TextField
        id="login-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        {...form.field('email')}
        required
      />
      <TextField
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        {...form.field('password')}
        required
      />
      <Check>
        <input
          type="checkbox"
          checked={values.rememberMe}
          onChange={(e) => form.setValue('rememberMe', e.target.checked)}
        />
        Remember me
      </Check>
      <Button type="submit" $block disabled={busy} aria-disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </Button>
      <Links>
        <Link to="/forgot-password">Forgot password?</Link>
        <Link to="/register">Create an account</Link>
      </Links>
      <Small>
        By signing in you agree to our{' '}
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
