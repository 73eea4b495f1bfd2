import { OrderSummary } from './order-summary'
import { PaymentWaiting } from './payment-waiting'
import { useT } from '@/i18n/use-t'

interface Props {
  /** Receives the heading, so the page can scroll it into view and focus it when this screen appears. */
  headingRef?: (el: HTMLHeadingElement | null) => void
  orderId: string
  amount: number | undefined
  /** The checked deep link (a UPI app link, a UPI intent or a web page) the page has just opened. */
  url: string
  onPaid: () => void
  onBack: () => void
}

/**
 * Shown after a `deeplink` outcome: the UPI app should have opened; if it did not (no app, a
 * desktop browser), the shopper can open it again. Polls the order like the QR screen.
 */
export function DeeplinkScreen({ headingRef, orderId, amount, url, onPaid, onBack }: Props) {
  const t = useT()
  return (
    <section aria-labelledby="deeplink-title">
      <h1 id="deeplink-title" ref={headingRef}>
        {t('payment.deeplinkTitle')}
      </h1>
      <OrderSummary orderId={orderId} amount={amount} />
      <PaymentWaiting
        orderId={orderId}
        onPaid={onPaid}
        onBack={onBack}
        app={{ href: url, label: t('payment.openApp') }}
      />
    </section>
  )
}
