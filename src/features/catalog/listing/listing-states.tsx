import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { StateMessage } from '@/components/ui/page'

/** The listing's load failure: 'Failed to load products. Please try again.' with Try Again. */
export function ListingError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <StateMessage role="alert">
      <p>Failed to load products. Please try again.</p>
      <Button type="button" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Loading…' : 'Try Again'}
      </Button>
    </StateMessage>
  )
}

/** The empty listing: 'No products found with the selected filters.' with Clear Filters (and any extra way back). */
export function ListingEmpty({ onClear, children }: { onClear: () => void; children?: ReactNode }) {
  return (
    <StateMessage>
      <p>No products found with the selected filters.</p>
      <Button type="button" $variant="secondary" onClick={onClear}>
        Clear Filters
      </Button>
      {children}
    </StateMessage>
  )
}
