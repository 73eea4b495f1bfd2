import type { FormEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import { FormStack, TextAreaField, TextField } from '@/components/ui/form-field'
import { INPUT } from '@/components/ui/input-kinds'
import { useValibotForm } from '@/components/ui/use-valibot-form'
import { notify } from '@/lib/toast'
import {
  CONTACT_MESSAGES,
  ContactMessageSchema,
  SEND_CONTACT_MESSAGE_MUTATION_KEY,
  useSendContactMessage,
} from '../api/contact-message'
import { useT } from '@/i18n/use-t'

const EMPTY = { name: '', email: '', subject: '', message: '' }

/** Sending makes no request: after 1.5 s a toast confirms and the form clears (nothing if the page was left). */
export function ContactForm() {
  const t = useT()
  const form = useValibotForm(ContactMessageSchema, EMPTY, { id: 'contact' })
  const send = useSendContactMessage()
  const queryClient = useQueryClient()
  const { formRef } = form
  const sending = send.isPending

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
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
    <FormStack ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('contact.formTitle')}</h2>
      <TextField label={t('contact.name')} autoComplete="name" {...form.field('name')} required />
      <TextField label={t('contact.email')} {...INPUT.email} {...form.field('email')} required />
      <TextField label={t('contact.subject')} {...form.field('subject')} required />
      <TextAreaField label={t('contact.message')} {...form.field('message')} required />
      <Button type="submit" disabled={sending} aria-disabled={sending}>
        {sending ? t('contact.sending') : t('contact.send')}
      </Button>
    </FormStack>
  )
}
