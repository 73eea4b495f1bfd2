import '@/i18n/route-messages'
import { ButtonLink } from '@/components/ui/button'
import { Container, StateMessage } from '@/components/ui/page'
import { useT } from '@/i18n/use-t'

export function OrderSuccessPage() {
  const t = useT()
  return (
    <Container>
      <StateMessage>
        <h1>{t('success.title')}</h1>
        <p>{t('success.text')}</p>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', justifyContent: 'center' }}>
          <ButtonLink to="/orders">{t('success.viewOrders')}</ButtonLink>
          <ButtonLink to="/" $variant="secondary">
            {t('cart.continueShopping')}
          </ButtonLink>
        </div>
      </StateMessage>
    </Container>
  )
}
