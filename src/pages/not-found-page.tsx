import { ButtonLink } from '@/components/ui/button'
import { StateMessage } from '@/components/ui/page'

/** The 404 page. */
export function NotFoundPage() {
  return (
    <StateMessage>
      <h1>404</h1>
      <p>Oops! Page not found</p>
      <ButtonLink to="/">Return to Home</ButtonLink>
    </StateMessage>
  )
}
