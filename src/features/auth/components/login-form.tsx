import { useRef, useState, type FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { TextField, useFocusFirstInvalid } from '@/components/ui/form-field'
import { checkForm, type FieldErrors } from '@/lib/form-errors'
import { isNetworkError } from '@/lib/api-error'
import { notify } from '@/lib/toast'
import { useOnline } from '@/lib/use-online'
import { authorize, loginErrorMessage, LOGIN_MESSAGES } from '../api/login'
import { startSession } from '../session'
import { LoginSchema } from '../validation'
import { Check, Form, Links, Notice, Small } from './auth-form.styles'

type Field = 'email' | 'password'

/**
 * The sign-in form: the e-mail must look like one and the password have at least 6 characters; a failed
 * sign-in shows the store's message (or 'Failed to login. Please check your credentials.', or 'No
 * response from server…' when nothing answered). Everything typed is kept on every failure. `onSignedIn` runs after the token is stored
 * (the route then goes back to the page the shopper came from).
 */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [values, setValues] = useState({ email: '', password: '', rememberMe: false })
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const [busy, setBusy] = useState(false)
  const [offlineFailure, setOfflineFailure] = useState(false)
  const inFlight = useRef(false)
  const online = useOnline()
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid()

  const set = (field: Field) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: e.target.value }))
    setErrors((er) => ({ ...er, [field]: undefined }))
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    if (inFlight.current) return
    const check = checkForm(LoginSchema, values)
    if (!check.ok) {
      setErrors(check.errors)
      focusFirstInvalid()
      return
    }
    inFlight.current = true
    setBusy(true)
    try {
      const token = await authorize(check.output.email, check.output.password)
      startSession(token)
      setOfflineFailure(false)
      notify({ title: LOGIN_MESSAGES.success, variant: 'success' })
      onSignedIn()
    } catch (error) {
      setOfflineFailure(isNetworkError(error))
      notify({ title: 'Error', description: loginErrorMessage(error), variant: 'destructive' })
    } finally {
      inFlight.current = false
      setBusy(false)
    }
  }

  return (
    <Form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="login-title">
      <h1 id="login-title">Sign in</h1>
      {(!online || offlineFailure) && (
        <Notice role="status">A connection is needed to sign in. Your details are kept — try again when you are back online.</Notice>
      )}
      <TextField id="login-email" label="Email" type="email" autoComplete="email" inputMode="email" value={values.email} onChange={set('email')} error={errors.email} required />
      <TextField id="login-password" label="Password" type="password" autoComplete="current-password" value={values.password} onChange={set('password')} error={errors.password} required />
      <Check>
        <input type="checkbox" checked={values.rememberMe} onChange={(e) => setValues((v) => ({ ...v, rememberMe: e.target.checked }))} />
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
        By signing in you agree to our <Link to="/$policyType" params={{ policyType: 'terms' }}>Terms &amp; Conditions</Link> and{' '}
        <Link to="/$policyType" params={{ policyType: 'privacy' }}>Privacy Policy</Link>.
      </Small>
    </Form>
  )
}
