import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react'
import type { QRCodeSVG as QRCodeSVGType } from 'qrcode.react'
import { Skeleton } from '@/components/ui/skeleton'
import { useT } from '@/i18n/use-t'

/** Size of the drawn QR code (px); large enough for a phone camera at arm's length. */
const QR_SIZE = 232

// qrcode.react loads only when a QR is shown. If its chunk cannot load (offline before it was
// cached), the shopper gets a message instead of a broken page.
type QrSvgProps = ComponentProps<typeof QRCodeSVGType>
const QRCodeSVG = lazy(() =>
  import('qrcode.react').then(
    (m): { default: ComponentType<QrSvgProps> } => ({ default: m.QRCodeSVG }),
    (): { default: ComponentType<QrSvgProps> } => ({ default: QrUnavailable }),
  ),
)

function QrUnavailable() {
  const t = useT()
  return <p role="alert">{t('payment.qrFailed')}</p>
}

/**
 * A payment QR code: drawn from `text` (e.g. a `upi://pay?...` link) with qrcode.react, or the
 * server's `image` (a PNG/JPEG data URL, already checked). `label` names it for screen readers.
 */
export function QrCode({ text, image, label }: { text?: string; image?: string; label: string }) {
  if (text) {
    return (
      <Suspense fallback={<Skeleton $h={`${QR_SIZE}px`} $w={`${QR_SIZE}px`} />}>
        <QRCodeSVG value={text} size={QR_SIZE} level="M" marginSize={2} title={label} role="img" aria-label={label} />
      </Suspense>
    )
  }
  return image ? <img src={image} alt={label} width={QR_SIZE} height={QR_SIZE} /> : null
}
