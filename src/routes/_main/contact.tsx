import { createFileRoute } from '@tanstack/react-router'
import { storeInfoQueryOptions } from '@/features/store-info/api/store-info'
import { ContactPage } from '@/pages/contact-page'

export const Route = createFileRoute('/_main/contact')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(storeInfoQueryOptions(context.api))
  },
  component: ContactPage,
})
