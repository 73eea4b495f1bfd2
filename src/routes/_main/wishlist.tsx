import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/_main/wishlist')({
  component: () => <p>TODO wishlist</p>,
})
