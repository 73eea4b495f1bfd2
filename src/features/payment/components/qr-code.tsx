import { useCallback, useEffect, useState, type ComponentProps, type ComponentType } from 'react'
import type { QRCodeSVG as QRCodeSVGType } from 'qrcode.react'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useT } from '@/i18n/use-t'
import { retryingImport } from '@/lib/retry-import'

/** Size of the drawn QR code (px); large enough for a phone camera at arm's length. */
const QR_SIZE = 232

type QrSvgProps = ComponentProps<typeof QRCodeSVGType>

// Loaded only when a QR is shown; after a failure, asked for again (the browser keeps a failed module failed).
const loadQrLibrary = retryingImport(() => import('qrcode.react'))

/** Drawn from `text` (e.g. `upi://pay?...`), or the server's checked PNG/JPEG data URL `image`. */
export function QrCode({ text, image, label }: { text?: string; image?: string; label: string }) {
  if (text) return <DrawnQr value={text} label={label} />
  return image ? <img src={image} alt={label} width={QR_SIZE} height={QR_SIZE} /> : null
}

function DrawnQr({ value, label }: { value: string; label: string }) {
  const t = useT()
  const [Svg, setSvg] = useState<ComponentType<QrSvgProps> | null>(null)
  const [failed, setFailed] = useState(false)
  // Only the answer sets state: called from an effect, it must not render again at once.
  const load = useCallback(() => {
    loadQrLibrary().then(
      (m) => setSvg(() => m.QRCodeSVG),
      () => setFailed(true),
    )
  }, [])
  const retry = useCallback(() => {
    setFailed(false)
    load()
  }, [load])
  useEffect(load, [load])
  useEffect(() => {
    if (!failed) return
    window.addEventListener('online', retry)
    return () => window.removeEventListener('online', retry)
  }, [failed, retry])
  if (Svg)
    return <Svg value={value} size={QR_SIZE} level="M" marginSize={2} title={label} role="img" aria-label={label} />
  if (!failed) return <Skeleton $h={`${QR_SIZE}px`} $w={`${QR_SIZE}px`} />
  return (
    <div role="alert">
      <p>{t('payment.qrFailed')}</p>
      <Button type="button" onClick={retry}>
        {t('common.tryAgain')}
      </Button>
    </div>
  )
}
