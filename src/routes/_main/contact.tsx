import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/_main/contact')({
  component: () => <p>TODO contact</p>,
})
