import { MainLayout } from '@/widgets/layout/main-layout'
import { NotFoundPage } from './not-found-page'

/** An address no route matches: the 404 view in the main layout. */
export function UnknownPathPage() {
  return (
    <MainLayout>
      <NotFoundPage />
    </MainLayout>
  )
}
