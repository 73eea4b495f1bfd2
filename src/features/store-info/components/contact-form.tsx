import type { FormEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { TextAreaField, TextField } from '@/components/ui/form-field'
import { useValibotForm } from '@/components/ui/use-valibot-form'
import { notify } from '@/lib/toast'
import {
  CONTACT_MESSAGES,
  ContactMessageSchema,
  SEND_CONTACT_MESSAGE_MUTATION_KEY,
  useSendContactMessage,
} from '../api/contact-message'

const EMPTY = { name: '', email: '', subject: '', message: '' }

/**
 * The contact form: all four fields required, the e-mail of the right shape. Sending makes no
 * request; after 1.5 s the toast 'Message Sent' appears and the form is cleared. Leaving the page
 * while it sends shows nothing.
 */
export function ContactForm() {
  const form = useValibotForm(ContactMessageSchema, EMPTY)
  const send = useSendContactMessage()
  const queryClient = useQueryClient()
  const { formRef } = form
  const sending = send.isPending

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    // A second submit while the message is sending is ignored.
    if (queryClient.isMutating({ mutationKey: SEND_CONTACT_MESSAGE_MUTATION_KEY }) > 0) return
    const output = form.validate()
    if (!output) return
    // Callbacks given to mutate() do not run once the form is gone: no toast after leaving the page.
    send.mutate(output, {
      onSuccess: () => {
        notify({ title: CONTACT_MESSAGES.sentTitle, description: CONTACT_MESSAGES.sent, variant: 'success' })
        form.reset()
      },
    })
  }

  return (
    <Form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Send us a message</h2>
      <TextField id="contact-name" label="Your Name" autoComplete="name" {...form.field('name')} required />
      <TextField
        id="contact-email"
        label="Email Address"
        type="email"
        autoComplete="email"
        {...form.field('email')}
        required
      />
      <TextField id="contact-subject" label="Subject" {...form.field('subject')} required />
      <TextAreaField id="contact-message" label="Your Message" {...form.field('message')} required />
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
