import { Button, ButtonLink } from '@/components/ui/button'
import { StateMessage } from '@/components/ui/page'
import { useT } from '@/i18n/use-t'

/** 'Product Not Found' with a link back to /products. */
export function ProductNotFound() {
  const t = useT()
  return (
    <StateMessage>
      <h1>{t('product.notFound')}</h1>
      <p>{t('product.notFoundText')}</p>
      <ButtonLink to="/products">{t('product.browseProducts')}</ButtonLink>
    </StateMessage>
  )
}

/** 'Failed to load product details' with Try Again. */
export function ProductLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const t = useT()
  return (
    <StateMessage role="alert">
      <h1>{t('product.loadFailed')}</h1>
      <p>{t('product.checkConnection')}</p>
      <Button type="button" onClick={onRetry} disabled={retrying}>
        {retrying ? t('common.loading') : t('common.tryAgain')}
      </Button>
      <ButtonLink to="/products" $variant="secondary">
        {t('product.browseProducts')}
      </ButtonLink>
    </StateMessage>
  )
}
