import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/form-field'
import { formatMobile } from '@/domain/phone'
import { useT } from '@/i18n/use-t'
import { Form } from '../components/auth-form.styles'
import { otpErrorMessage, sendCode, verifyCode, type CodeSent, type Verified } from './otp-api'
import { codeFromText, formatCountdown } from './otp-code'
import { Alert, Lead, LinkButton, Row, Waiting } from './otp.styles'
import { readSmsCode } from './web-otp'
import { useApi } from '@/lib/api-context'

interface CodeStepProps {
  phone: string
  sent: CodeSent
  onVerified: (verified: Verified) => void
  onChangeNumber: () => void
}

/**
 * The code step: the OTP field (a full code, typed, pasted or read from the SMS by WebOTP, submits
 * by itself), Verify, Change number and the resend countdown. WebOTP is aborted on a manual submit,
 * Change number and leaving the step; the countdown sits in no live region, so it is never read out
 * every second.
 */
export function CodeStep({ phone, sent: firstSent, onVerified, onChangeNumber }: CodeStepProps) {
  const t = useT()
  const api = useApi()
  const [sent, setSent] = useState(firstSent)
  const [round, setRound] = useState(0)
  const [resendAt, setResendAt] = useState(() => Date.now() + firstSent.resendAfter * 1000)
  const [now, setNow] = useState(() => Date.now())
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const busyRef = useRef(false)
  const smsRead = useRef<AbortController | null>(null)
  const form = useRef<HTMLFormElement>(null)
  const focusField = () => form.current?.querySelector<HTMLInputElement>('#otp-code')?.focus()
  const left = Math.max(0, Math.ceil((resendAt - now) / 1000))
  const counting = left > 0

  useEffect(focusField, [])
  useEffect(() => {
    if (!counting) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [counting])

  const verify = async (value: string) => {
    if (busyRef.current) return
    if (value.length !== sent.length) {
      setError(t('otp.codeLength', { length: sent.length }))
      focusField()
      return
    }
    busyRef.current = true
    setBusy(true)
    setError(undefined)
    smsRead.current?.abort()
    try {
      onVerified(await verifyCode(api, phone, value))
    } catch (e) {
      setError(otpErrorMessage(e, t))
      setCode('')
      focusField()
    } finally {
      busyRef.current = false
      setBusy(false)
    }
  }

  const fromSms = useEffectEvent((text: string) => {
    const value = codeFromText(text, sent.length)
    setCode(value)
    if (value.length === sent.length) void verify(value)
  })
  useEffect(() => {
    const controller = new AbortController()
    smsRead.current = controller
    void readSmsCode(controller.signal).then((text) => {
      if (text && !controller.signal.aborted) fromSms(text)
    })
    return () => controller.abort()
  }, [round])

  const onChange = (text: string) => {
    const value = codeFromText(text, sent.length)
    setCode(value)
    setError(undefined)
    if (value.length === sent.length) void verify(value)
  }

  const resend = async () => {
    if (busyRef.current) return
    busyRef.current = true
    setBusy(true)
    setError(undefined)
    try {
      const again = await sendCode(api, phone)
      setSent(again)
      setResendAt(Date.now() + again.resendAfter * 1000)
      setNow(Date.now())
      setCode('')
      setRound((r) => r + 1)
      focusField()
    } catch (e) {
      setError(otpErrorMessage(e, t))
    } finally {
      busyRef.current = false
      setBusy(false)
    }
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    void verify(code)
  }

  return (
    <Form ref={form} onSubmit={onSubmit} noValidate aria-labelledby="otp-title">
      <h1 id="otp-title">{t('auth.signIn')}</h1>
      <Lead role="status">{t('otp.enterCode', { length: sent.length, phone: formatMobile(phone) })}</Lead>
      <TextField
        id="otp-code"
        name="otp"
        label={t('otp.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'otp-code-alert' : undefined}
      />
      <Alert id="otp-code-alert" role="alert">
        {error}
      </Alert>
      <Button type="submit" $block disabled={busy} aria-disabled={busy}>
        {busy ? t('otp.verifying') : t('otp.verify')}
      </Button>
      <Row>
        <LinkButton type="button" onClick={onChangeNumber}>
          {t('otp.changeNumber')}
        </LinkButton>
        {left > 0 ? (
          <Waiting>{t('otp.resendIn', { time: formatCountdown(left) })}</Waiting>
        ) : (
          <LinkButton type="button" onClick={() => void resend()} disabled={busy}>
            {t('otp.resend')}
          </LinkButton>
        )}
      </Row>
    </Form>
  )
}
