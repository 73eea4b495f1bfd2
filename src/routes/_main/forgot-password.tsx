import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '@/pages/forgot-password-page'

/** /forgot-password: how to reset a password — contact the store — and back to sign-in; never a 404. */
export const Route = createFileRoute('/_main/forgot-password')({
  component: ForgotPasswordPage,
})
