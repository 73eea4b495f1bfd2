import { ButtonLink } from '@/components/ui/button'
import { StateMessage } from '@/components/ui/page'
import { useT } from '@/i18n/use-t'

export function NotFoundPage() {
  const t = useT()
  return (
    <StateMessage>
      <h1>404</h1>
      <p>{t('notFound.text')}</p>
      <ButtonLink to="/">{t('notFound.home')}</ButtonLink>
    </StateMessage>
  )
}
