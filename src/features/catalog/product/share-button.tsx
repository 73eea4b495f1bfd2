import { useState } from 'react'
import styled from 'styled-components'
import { notify } from '@/lib/toast'
import { useT } from '@/i18n/use-t'

/** What sharing did: opened the device's share sheet, copied the link, or neither. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed'

/** Web Share where available (closing it counts as cancelled), else copies the link. Never throws. */
export async function sharePage(
  title: string,
  url: string,
  nav: Navigator = navigator,
  text?: string,
): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title, ...(text ? { text } : {}), url })
      return 'shared'
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') return 'cancelled'
      // Share refused (no user gesture, unsupported data): fall back to copying.
    }
  }
  try {
    await nav.clipboard.writeText(url)
    return 'copied'
  } catch {
    return 'failed'
  }
}

/** The product page's Share button: share sheet (title, `text` such as "₹999 at Store", the link), or copy the link with a toast. */
export function ShareButton({ title, text }: { title: string; text?: string }) {
  const t = useT()
  const [busy, setBusy] = useState(false)
  const share = async () => {
    setBusy(true)
    const outcome = await sharePage(title, window.location.href, navigator, text)
    setBusy(false)
    if (outcome === 'copied')
      notify({
        title: t('product.linkCopied'),
        description: t('product.linkCopiedText'),
        variant: 'success',
      })
    if (outcome === 'failed')
      notify({ title: t('product.copyFailed'), description: window.location.href, variant: 'destructive' })
  }
  return (
    <Share type="button" onClick={() => void share()} disabled={busy}>
      {t('product.share')}
    </Share>
  )
}

const Share = styled.button`
  justify-self: start;
  min-height: 44px;
  padding: 0 16px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bg};
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
  cursor: pointer;
`
