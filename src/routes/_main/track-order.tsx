import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/_main/track-order')({
  component: () => <p>TODO track-order</p>,
})
