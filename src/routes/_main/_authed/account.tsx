import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/_main/_authed/account')({
  component: () => <p>TODO account</p>,
})
