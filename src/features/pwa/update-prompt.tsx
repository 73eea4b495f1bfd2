import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { useUpdateOffer } from './update-store'
import { Notice } from './notice.styles'

/**
 * DESIGN.md update flow: 'A new version is available' with a Reload action. The new service
 * worker activates only on the shopper's word, so an open tab never mixes old and new chunks.
 */
export function UpdatePrompt() {
  const apply = useUpdateOffer()
  const [reloading, setReloading] = useState(false)
  if (!apply) return null
  return (
    <Notice role="status">
      <span>A new version is available</span>
      <Button
        type="button"
        $variant="secondary"
        disabled={reloading}
        onClick={() => {
          setReloading(true)
          apply()
        }}
      >
        {reloading ? 'Reloading…' : 'Reload'}
      </Button>
    </Notice>
  )
}
