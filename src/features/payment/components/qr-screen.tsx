import { useState } from 'react'
import styled from 'styled-components'
import { upiAppLink } from '../outcome/resolve-outcome'
import { isPhoneDevice } from './is-phone-device'
import { PaymentSummary } from './payment-summary'
import { QrCode } from './qr-code'
import { PaymentWaiting } from './payment-waiting'
import { useT } from '@/i18n/use-t'

interface Props {
  /** Receives the heading, so the page can scroll it into view and focus it when this screen appears. */
  headingRef?: (el: HTMLHeadingElement | null) => void
  orderId: string
  amount: number | undefined
  /** The QR text (e.g. `upi://pay?...`), drawn as a QR code. */
  qr?: string
  /** A checked PNG/JPEG data URL, used when there is no text. */
  image?: string
  /** Who is paid: the UPI link's payee name (`pn`), else its UPI id (`pa`). */
  payee?: string
  onPaid: () => void
  onBack: () => void
}

/** The QR, payee, amount and order id; on a phone also 'Pay with UPI app'; polls the order until paid. */
export function QrScreen({ headingRef, orderId, amount, qr, image, payee, onPaid, onBack }: Props) {
  const t = useT()
  const [onPhone] = useState(isPhoneDevice)
  const appLink = onPhone ? upiAppLink(qr) : undefined
  return (
    <section aria-labelledby="qr-title">
      <h1 id="qr-title" ref={headingRef}>
        {t('payment.scanTitle')}
      </h1>
      <p>{t('payment.scanText')}</p>
      <Code>
        <QrCode text={qr} image={image} label={t('payment.qrLabel')} />
      </Code>
      <PaymentSummary orderId={orderId} amount={amount} payee={payee} />
      <PaymentWaiting
        orderId={orderId}
        onPaid={onPaid}
        onBack={onBack}
        app={appLink ? { href: appLink, label: t('payment.payWithApp') } : undefined}
      />
    </section>
  )
}

const Code = styled.div`
  display: flex;
  justify-content: center;
  margin: 16px 0 24px;
  svg,
  img {
    background: #fff;
    max-width: 100%;
    height: auto;
  }
`
