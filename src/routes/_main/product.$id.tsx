import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/_main/product/$id')({
  component: () => <p>TODO product</p>,
})
