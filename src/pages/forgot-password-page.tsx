import '@/i18n/route-messages'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@/lib/use-query'
import { ButtonLink } from '@/components/ui/button'
import { Container, StateMessage } from '@/components/ui/page'
import { storeInfoQueryOptions } from '@/features/store-info/api/store-info'
import { storeContact } from '@/features/store-info/contact-links'
import { useT } from '@/i18n/use-t'
import { useApi } from '@/lib/api-context'

export function ForgotPasswordPage() {
  const t = useT()
  const api = useApi()
  const { data: store } = useQuery(storeInfoQueryOptions(api))
  const { email, phone, mailto, tel } = storeContact(store)
  return (
    <Container>
      <StateMessage>
        <h1>{t('forgot.title')}</h1>
        <p>{t('forgot.text')}</p>
        <p>
          {t('forgot.email')}
          {mailto ? <a href={mailto}>{email}</a> : email || t('common.notAvailable')}
          <br />
          {t('forgot.phone')}
          {tel ? <a href={tel}>{phone}</a> : phone || t('common.notAvailable')}
        </p>
        <ButtonLink to="/login">{t('forgot.backToSignIn')}</ButtonLink>
        <Link to="/contact">{t('forgot.contactUs')}</Link>
      </StateMessage>
    </Container>
  )
}
