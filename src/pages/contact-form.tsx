import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import styled from 'styled-components'
import * as v from 'valibot'
import { Button } from '@/components/ui/button'
import { TextAreaField, TextField, useFocusFirstInvalid } from '@/components/ui/form-field'
import { checkForm, type FieldErrors } from '@/lib/form-errors'
import { notify } from '@/lib/toast'

/** The simulated send time (ms). */
export const CONTACT_SEND_DELAY_MS = 1500

const required = (label: string) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(`${label} is required`), v.maxLength(5000, `${label} is too long`))
/** The contact form's rules: all four fields required; the e-mail must look like one. */
export const ContactSchema = v.object({
  name: required('Your name'),
  email: v.pipe(required('Email address'), v.email('Please enter a valid email address')),
  subject: required('Subject'),
  message: required('Your message'),
})
type Field = keyof v.InferInput<typeof ContactSchema>
const EMPTY: Record<Field, string> = { name: '', email: '', subject: '', message: '' }

/**
 * The contact form: no request is made; after 1.5 s the toast 'Message Sent' appears
 * and the form is cleared.
 */
export function ContactForm() {
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const [sending, setSending] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const { formRef, focusFirstInvalid } = useFocusFirstInvalid()
  useEffect(() => () => clearTimeout(timer.current), [])

  const set = (field: Field) => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setValues((x) => ({ ...x, [field]: e.target.value }))
    setErrors((x) => ({ ...x, [field]: undefined }))
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    if (sending) return
    const check = checkForm(ContactSchema, values)
    if (!check.ok) {
      setErrors(check.errors)
      focusFirstInvalid()
      return
    }
    setSending(true)
    timer.current = setTimeout(() => {
      notify({
        title: 'Message Sent',
        description: "Thank you for contacting us. We'll get back to you shortly.",
        variant: 'success',
      })
      setValues(EMPTY)
      setSending(false)
    }, CONTACT_SEND_DELAY_MS)
  }

  return (
    <Form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Send us a message</h2>
      <TextField
        id="contact-name"
        label="Your Name"
        autoComplete="name"
        value={values.name}
        onChange={set('name')}
        error={errors.name}
        required
      />
      <TextField
        id="contact-email"
        label="Email Address"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={errors.email}
        required
      />
      <TextField
        id="contact-subject"
        label="Subject"
        value={values.subject}
        onChange={set('subject')}
        error={errors.subject}
        required
      />
      <TextAreaField
        id="contact-message"
        label="Your Message"
        value={values.message}
        onChange={set('message')}
        error={errors.message}
        required
      />
      <Button type="submit" disabled={sending} aria-disabled={sending}>
        {sending ? 'Sending…' : 'Send Message'}
      </Button>
    </Form>
  )
}

const Form = styled.form`
  display: grid;
  gap: 16px;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`
