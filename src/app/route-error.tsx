import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { Button } from '@/components/ui/button'
import { StateMessage } from '@/components/ui/page'

/** Fallback for any route error: a readable page with Try Again, never a blank screen. */
export function RouteError({ reset }: ErrorComponentProps) {
  const router = useRouter()
  return (
    <StateMessage role="alert">
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Please try again.</p>
      <Button
        type="button"
        onClick={() => {
          reset()
          void router.invalidate()
        }}
      >
        Try Again
      </Button>
    </StateMessage>
  )
}
