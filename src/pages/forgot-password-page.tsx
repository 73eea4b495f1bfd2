import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { ButtonLink } from '@/components/ui/button'
import { Container, StateMessage } from '@/components/ui/page'
import { storeInfoQueryOptions } from '@/features/store-info/api/store-info'
import { storeContact } from '@/features/store-info/contact-links'

/** How to reset a password: contact the store (its e-mail and phone), or go back to sign-in. */
export function ForgotPasswordPage() {
  const { data: store } = useQuery(storeInfoQueryOptions())
  const { email, phone, mailto, tel } = storeContact(store)
  return (
    <Container>
      <StateMessage>
        <h1>Forgot your password?</h1>
        <p>
          To reset your password, contact our support team from the e-mail address of your account. We will verify it is
          you and help you set a new password.
        </p>
        <p>
          Email: {mailto ? <a href={mailto}>{email}</a> : email || 'Not available'}
          <br />
          Phone: {tel ? <a href={tel}>{phone}</a> : phone || 'Not available'}
        </p>
        <ButtonLink to="/login">Back to sign in</ButtonLink>
        <Link to="/contact">Contact us</Link>
      </StateMessage>
    </Container>
  )
}
