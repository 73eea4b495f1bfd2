import { messageGetters, t, type MessageId } from '@/i18n/i18n'
import * as v from 'valibot'
import { useMutation } from '@tanstack/react-query'

/** How long a contact message takes to "send" (ms): the store has no endpoint for it. */
export const CONTACT_SEND_DELAY_MS = 1500

export const CONTACT_MESSAGES = messageGetters({ sentTitle: 'contact.sentTitle', sent: 'contact.sent' })

const required = (message: MessageId) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(() => t(message)),
    v.maxLength(5000, () => t('contact.tooLong')),
  )

/** All four fields required (trimmed, at most 5000 characters); the e-mail must look like one. */
export const ContactMessageSchema = v.object({
  name: required('contact.nameRequired'),
  email: v.pipe(
    required('contact.emailRequired'),
    v.email(() => t('payment.invalidEmail')),
  ),
  subject: required('contact.subjectRequired'),
  message: required('contact.messageRequired'),
})
export type ContactMessage = v.InferOutput<typeof ContactMessageSchema>

/** Simulated (the store API has no contact endpoint): resolves after CONTACT_SEND_DELAY_MS, like a real call. */
export function sendContactMessage(_message: ContactMessage): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, CONTACT_SEND_DELAY_MS))
}

export const SEND_CONTACT_MESSAGE_MUTATION_KEY = ['store-info', 'contact-message'] as const

export function useSendContactMessage() {
  return useMutation({ mutationKey: SEND_CONTACT_MESSAGE_MUTATION_KEY, mutationFn: sendContactMessage })
}
