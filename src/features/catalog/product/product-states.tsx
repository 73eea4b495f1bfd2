import { Button, ButtonLink } from '@/components/ui/button'
import { StateMessage } from '@/components/ui/page'

/** 'Product Not Found' with a link back to /products. */
export function ProductNotFound() {
  return (
    <StateMessage>
      <h1>Product Not Found</h1>
      <p>We couldn't find the product you're looking for. It may have been removed or is temporarily unavailable.</p>
      <ButtonLink to="/products">Browse Products</ButtonLink>
    </StateMessage>
  )
}

/** 'Failed to load product details' with Try Again. */
export function ProductLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <StateMessage role="alert">
      <h1>Failed to load product details</h1>
      <p>Please check your connection and try again.</p>
      <Button type="button" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Loading…' : 'Try Again'}
      </Button>
      <ButtonLink to="/products" $variant="secondary">
        Browse Products
      </ButtonLink>
    </StateMessage>
  )
}
