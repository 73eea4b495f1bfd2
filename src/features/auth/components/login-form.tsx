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
import { LOGIN_MUTATION_KEY, loginErrorMessage, useLogin } from '../api/login'
import { LoginSchema } from '../validation'
import { Check, Form, Links, Notice } from './auth-form.styles'
import { LinkButton } from '../otp/otp.styles'
import { PolicyConsent } from './policy-consent'
import { useT } from '@/i18n/use-t'

/**
 * The sign-in form; input is kept on failure. `onSignedIn` runs once the token is stored, while the
 * form is shown; `onUsePhone` (a store with `otp`) offers the sign-in by mobile number.
 */
export function LoginForm({ onSignedIn, onUsePhone }: { onSignedIn: () => void; onUsePhone?: () => void }) {
  const t = useT()
  const form = useValibotForm(LoginSchema, { email: '', password: '', rememberMe: false as boolean }, { id: 'login' })
  const login = useLogin()
  const queryClient = useQueryClient()
  const online = useOnline()
  const { values, formRef } = form
  const busy = login.isPending
  const offlineFailure = login.isError && isNetworkError(login.error)

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    if (queryClient.isMutating({ mutationKey: LOGIN_MUTATION_KEY }) > 0) return
    const output = form.validate()
    if (!output) return
    login.mutate(output, {
      onSuccess: () => onSignedIn(),
      onError: (error) =>
        notify({ title: t('common.error'), description: loginErrorMessage(error), variant: 'destructive' }),
    })
  }

  return (
    <Form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="login-title">
      <h1 id="login-title">{t('auth.signIn')}</h1>
      {(!online || offlineFailure) && <Notice role="status">{t('auth.offlineSignIn')}</Notice>}
      <TextField label={t('common.email')} {...INPUT.email} {...form.field('email')} required />
      <TextField label={t('common.password')} {...INPUT.currentPassword} {...form.field('password')} required />
      <Check>
        <input
          type="checkbox"
          checked={values.rememberMe}
          onChange={(e) => form.setValue('rememberMe', e.target.checked)}
        />
        {t('auth.rememberMe')}
      </Check>
      <Button type="submit" $block disabled={busy} aria-disabled={busy}>
        {busy ? t('auth.signingIn') : t('auth.signIn')}
      </Button>
      {onUsePhone && (
        <LinkButton type="button" onClick={onUsePhone}>
          {t('otp.usePhone')}
        </LinkButton>
      )}
      <Links>
        <Link to="/forgot-password">{t('auth.forgotPassword')}</Link>
        <Link to="/register">{t('auth.createAccount')}</Link>
      </Links>
      <PolicyConsent lead={t('auth.agreeSignIn')} />
    </Form>
  )
}
