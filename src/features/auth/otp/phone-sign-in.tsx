import { useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { INPUT } from '@/components/ui/input-kinds'
import { TextField } from '@/components/ui/form-field'
import { useValibotForm } from '@/components/ui/use-valibot-form'
import { parseMobile, PHONE_PREFIX } from '@/domain/phone'
import { isNetworkError } from '@/lib/api-error'
import { notify } from '@/lib/toast'
import { useOnline } from '@/lib/use-online'
import { useT } from '@/i18n/use-t'
import { LOGIN_MESSAGES } from '../api/login'
import { Form, Links, Notice, Row as NameRow } from '../components/auth-form.styles'
import { PolicyConsent } from '../components/policy-consent'
import { startSession } from '../session'
import { NameSchema, normaliseEmail } from '../validation'
import { CodeStep } from './code-step'
import { otpErrorMessage, saveName, sendCode, type CodeSent, type Verified } from './otp-api'
import { Alert, Label, LinkButton, PhoneBox } from './otp.styles'
import { useApi } from '@/lib/api-context'

type Step = { to: 'phone' } | { to: 'code'; phone: string; sent: CodeSent } | { to: 'name'; token: string }

interface PhoneSignInProps {
  /** Runs once the session has started (after the name, for a new shopper). */
  onSignedIn: () => void
  onUseEmail: () => void
}

/**
 * Sign-in by mobile number (the store's `otp` extension): the number, the code, and a new shopper's
 * name. The session starts only after the last step, so the /login guard cannot skip the name.
 */
export function PhoneSignIn({ onSignedIn, onUseEmail }: PhoneSignInProps) {
  const [step, setStep] = useState<Step>({ to: 'phone' })
  const [number, setNumber] = useState('')
  const finish = (token: string) => {
    startSession(token)
    notify({ title: LOGIN_MESSAGES.success, variant: 'success' })
    onSignedIn()
  }
  const onVerified = ({ token, isNewUser }: Verified) => (isNewUser ? setStep({ to: 'name', token }) : finish(token))

  if (step.to === 'code')
    return (
      <CodeStep
        key={step.phone}
        phone={step.phone}
        sent={step.sent}
        onVerified={onVerified}
        onChangeNumber={() => setStep({ to: 'phone' })}
      />
    )
  if (step.to === 'name') return <NameStep onSaved={() => finish(step.token)} token={step.token} />
  return (
    <PhoneStep
      number={number}
      onNumber={setNumber}
      onSent={(phone, sent) => setStep({ to: 'code', phone, sent })}
      onUseEmail={onUseEmail}
    />
  )
}

interface PhoneStepProps {
  number: string
  onNumber: (text: string) => void
  onSent: (phone: string, sent: CodeSent) => void
  onUseEmail: () => void
}

function PhoneStep({ number, onNumber, onSent, onUseEmail }: PhoneStepProps) {
  const t = useT()
  const api = useApi()
  const online = useOnline()
  const [error, setError] = useState<string>()
  const [offlineFailure, setOfflineFailure] = useState(false)
  const [busy, setBusy] = useState(false)
  const busyRef = useRef(false)
  const field = useRef<HTMLInputElement>(null)

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    if (busyRef.current) return
    const phone = parseMobile(number)
    if (!phone) {
      setError(t('otp.invalidNumber'))
      field.current?.focus()
      return
    }
    busyRef.current = true
    setBusy(true)
    setError(undefined)
    try {
      onSent(phone, await sendCode(api, phone))
    } catch (failure) {
      setOfflineFailure(isNetworkError(failure))
      if (!isNetworkError(failure)) setError(otpErrorMessage(failure, t))
      field.current?.focus()
    } finally {
      busyRef.current = false
      setBusy(false)
    }
  }

  return (
    <Form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="login-title">
      <h1 id="login-title">{t('auth.signIn')}</h1>
      {(!online || offlineFailure) && <Notice role="status">{t('otp.offline')}</Notice>}
      <Label htmlFor="otp-phone">{t('otp.mobileNumber')}</Label>
      <PhoneBox>
        <span id="otp-phone-prefix">{PHONE_PREFIX}</span>
        <input
          ref={field}
          id="otp-phone"
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={number}
          onChange={(e) => {
            onNumber(e.target.value)
            setError(undefined)
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'otp-phone-prefix otp-phone-alert' : 'otp-phone-prefix'}
          required
        />
      </PhoneBox>
      <Alert id="otp-phone-alert" role="alert">
        {error}
      </Alert>
      <Button type="submit" $block disabled={busy} aria-disabled={busy}>
        {busy ? t('otp.sending') : t('otp.sendOtp')}
      </Button>
      <Links>
        <LinkButton type="button" onClick={onUseEmail}>
          {t('otp.useEmail')}
        </LinkButton>
      </Links>
      <PolicyConsent lead={t('auth.agreeSignIn')} />
    </Form>
  )
}

function NameStep({ token, onSaved }: { token: string; onSaved: () => void }) {
  const t = useT()
  const api = useApi()
  const form = useValibotForm(NameSchema, { firstName: '', lastName: '', email: '' }, { id: 'otp-name' })
  const { formRef } = form
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const busyRef = useRef(false)

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    if (busyRef.current) return
    const output = form.validate()
    if (!output) return
    busyRef.current = true
    setBusy(true)
    setError(undefined)
    try {
      const { firstName, lastName, email } = output
      await saveName(api, token, { firstName, lastName, ...(email ? { email: normaliseEmail(email) } : {}) })
      onSaved()
    } catch (failure) {
      setError(isNetworkError(failure) ? t('auth.offlineSignIn') : otpErrorMessage(failure, t))
    } finally {
      busyRef.current = false
      setBusy(false)
    }
  }

  return (
    <Form ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="otp-name-title">
      <h1 id="otp-name-title">{t('otp.nameTitle')}</h1>
      <NameRow>
        <TextField label={t('auth.firstName')} autoComplete="given-name" {...form.field('firstName')} required />
        <TextField label={t('auth.lastName')} autoComplete="family-name" {...form.field('lastName')} required />
      </NameRow>
      <TextField label={t('otp.emailOptional')} {...INPUT.email} {...form.field('email')} />
      <Alert role="alert">{error}</Alert>
      <Button type="submit" $block disabled={busy} aria-disabled={busy}>
        {busy ? t('otp.saving') : t('otp.continue')}
      </Button>
    </Form>
  )
}
