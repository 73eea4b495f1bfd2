import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/_main/_authed/orders')({
  component: () => <p>TODO orders</p>,
})
