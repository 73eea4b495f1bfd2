import { PaymentSummary } from './payment-summary'
import { PaymentWaiting } from './payment-waiting'
import { useT } from '@/i18n/use-t'

interface Props {
  /** Receives the heading, so the page can scroll it into view and focus it when this screen appears. */
  headingRef?: (el: HTMLHeadingElement | null) => void
  orderId: string
  amount: number | undefined
  url: string
  onPaid: () => void
  onBack: () => void
}

/** After a `deeplink` outcome: opens the UPI app again if it did not open; polls the order like the QR screen. */
export function DeeplinkScreen({ headingRef, orderId, amount, url, onPaid, onBack }: Props) {
  const t = useT()
  return (
    <section aria-labelledby="deeplink-title">
      <h1 id="deeplink-title" ref={headingRef}>
        {t('payment.deeplinkTitle')}
      </h1>
      <PaymentSummary orderId={orderId} amount={amount} />
      <PaymentWaiting
        orderId={orderId}
        onPaid={onPaid}
        onBack={onBack}
        app={{ href: url, label: t('payment.openApp') }}
      />
    </section>
  )
}
