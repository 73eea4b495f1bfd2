import { createFileRoute } from '@tanstack/react-router'
import { storeInfoQueryOptions } from '@/features/store-info/api/store-info'
import { ContactPage } from '@/pages/contact-page'

/** /contact: the simulated contact form and the store's e-mail, phone with hours, and address. */
export const Route = createFileRoute('/_main/contact')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(storeInfoQueryOptions())
  },
  component: ContactPage,
})
