import '@/i18n/route-messages'
import { useQuery } from '@/lib/use-query'
import styled from 'styled-components'
import { Container, FormWithAside, PageTitle } from '@/components/ui/page'
import { Skeleton } from '@/components/ui/skeleton'
import { storeInfoQueryOptions } from '@/features/store-info/api/store-info'
import { storeContact } from '@/features/store-info/contact-links'
import { ContactForm } from '@/features/store-info/components/contact-form'
import { useT } from '@/i18n/use-t'
import { useApi } from '@/lib/api-context'

/** The contact form beside the store's e-mail, phone, hours and address ('Not available' where it gives none). */
export function ContactPage() {
  const t = useT()
  const api = useApi()
  const { data: store, isPending } = useQuery(storeInfoQueryOptions(api))
  const { email, phone, mailto, tel } = storeContact(store)
  // While store info loads, a placeholder: 'Not available' would claim the store gave none.
  const loading = isPending ? <Placeholder as="span" $w="16ch" /> : null
  return (
    <Container>
      <PageTitle>{t('contact.title')}</PageTitle>
      <FormWithAside>
        <ContactForm />
        <Info aria-labelledby="contact-info-title">
          <h2 id="contact-info-title">{t('contact.getInTouch')}</h2>
          <h3>{t('common.email')}</h3>
          <p>{loading ?? (mailto ? <a href={mailto}>{email}</a> : email || t('common.notAvailable'))}</p>
          <h3>{t('contact.phone')}</h3>
          <p>
            {loading ?? (tel ? <a href={tel}>{phone}</a> : phone || t('common.notAvailable'))}
            <br />
            {t('contact.hours')}
          </p>
          <h3>{t('contact.address')}</h3>
          <Address>{loading ?? (store?.companyAddress || t('common.notAvailable'))}</Address>
        </Info>
      </FormWithAside>
    </Container>
  )
}

const Info = styled.section`
  padding: 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    margin: 0 0 8px;
    font-size: 1.25rem;
  }
  h3 {
    margin: 12px 0 4px;
    font-size: 1rem;
  }
  p {
    margin: 0;
  }
  a {
    display: inline-block;
    padding: 6px 0;
  }
`
const Placeholder = styled(Skeleton)`
  display: inline-block;
  vertical-align: middle;
`
const Address = styled.address`
  font-style: normal;
  white-space: pre-line;
`
