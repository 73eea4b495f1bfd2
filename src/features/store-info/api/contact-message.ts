import { messageGetters, t, type MessageId } from '@/i18n/i18n'
import * as v from 'valibot'
import { useMutation } from '@tanstack/react-query'

/** How long a contact message takes to "send" (ms): the store has no endpoint for it. */
export const CONTACT_SEND_DELAY_MS = 1500

/** The contact form's messages (toast title / description). */
export const CONTACT_MESSAGES = messageGetters({ sentTitle: 'contact.sentTitle', sent: 'contact.sent' })

const required = (message: MessageId) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(() => t(message)),
    v.maxLength(5000, () => t('contact.tooLong')),
  )

/** A contact message: all four fields required (trimmed, at most 5000 characters); the e-mail must look like one. */
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

/**
 * "Sends" a contact message: no request is made (the store API has no contact endpoint); it
 * resolves after CONTACT_SEND_DELAY_MS so the shopper sees the same sending state as for a real call.
 */
export function sendContactMessage(_message: ContactMessage): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, CONTACT_SEND_DELAY_MS))
}

/** Mutation key of a contact message being sent (a second submit while one is sending is ignored). */
export const SEND_CONTACT_MESSAGE_MUTATION_KEY = ['store-info', 'contact-message'] as const

/** Sends a contact message (see sendContactMessage: simulated, 1.5 s, never fails). */
export function useSendContactMessage() {
  return useMutation({ mutationKey: SEND_CONTACT_MESSAGE_MUTATION_KEY, mutationFn: sendContactMessage })
}
