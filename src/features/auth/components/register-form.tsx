import type { FormEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import { INPUT } from '@/components/ui/input-kinds'
import { TextField } from '@/components/ui/form-field'
import { useValibotForm } from '@/components/ui/use-valibot-form'
import { isNetworkError } from '@/lib/api-error'
import { notify } from '@/lib/toast'
import { useOnline } from '@/lib/use-online'
import { REGISTER_MESSAGES, REGISTER_MUTATION_KEY, registerErrorMessage, useRegister } from '../api/register'
import { isSimpleEmail, normaliseEmail, RegisterSchema } from '../validation'
import { Form, Notice, Row, Small } from './auth-form.styles'
import { PolicyConsent } from './policy-consent'
import { useT } from '@/i18n/use-t'

const EMPTY = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' }

/**
 * The registration form; a malformed e-mail gets its own toast before any request; input is kept on
 * failure. With `phoneSignIn` (a store with `otp`) it links to the sign-in by mobile number.
 */
export function RegisterForm({ onRegistered, phoneSignIn }: { onRegistered: () => void; phoneSignIn?: boolean }) {
  const t = useT()
  const form = useValibotForm(RegisterSchema, EMPTY, { id: 'register' })
  const register = useRegister()
  const queryClient = useQueryClient()
  const online = useOnline()
  const { values, formRef } = form
  const busy = register.isPending
  const offlineFailure = register.isError && isNetworkError(register.error)

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    if (queryClient.isMutating({ mutationKey: REGISTER_MUTATION_KEY }) > 0) return
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
      <h1 id="register-title">{t('auth.createAccount')}</h1>
      {(!online || offlineFailure) && <Notice role="status">{t('auth.offlineRegister')}</Notice>}
      <Row>
        <TextField label={t('auth.firstName')} autoComplete="given-name" {...form.field('firstName')} required />
        <TextField label={t('auth.lastName')} autoComplete="family-name" {...form.field('lastName')} required />
      </Row>
      <TextField label={t('common.email')} {...INPUT.email} {...form.field('email')} required />
      <TextField
        label={t('common.password')}
        hint={t('auth.passwordHint')}
        {...INPUT.newPassword}
        {...form.field('password')}
        required
      />
      <TextField label={t('auth.confirmPassword')} {...INPUT.newPassword} {...form.field('confirmPassword')} required />
      <Button type="submit" $block disabled={busy} aria-disabled={busy}>
        {busy ? t('auth.creatingAccount') : t('auth.createAccountButton')}
      </Button>
      <Small>
        {t('auth.haveAccount')} <Link to="/login">{t('auth.signIn')}</Link>
      </Small>
      {phoneSignIn && (
        <Small>
          <Link to="/login">{t('otp.registerPhone')}</Link>
        </Small>
      )}
      <PolicyConsent lead={t('auth.agreeRegister')} />
    </Form>
  )
}
