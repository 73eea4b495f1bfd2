import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/_main/cart')({
  component: () => <p>TODO cart</p>,
})
