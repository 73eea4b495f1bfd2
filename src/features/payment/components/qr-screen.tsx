import { useState } from 'react'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { upiAppLink } from '../outcome/resolve-outcome'
import { isPhoneDevice } from './is-phone-device'
import { AppLink } from './app-link'
import { OrderSummary } from './order-summary'
import { QrCode } from './qr-code'
import { ORDER_STATUS } from '@/domain/order-status'
import { usePaidWatch } from './use-paid-watch'
import { Actions, Waiting } from './waiting.styles'

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

/**
 * The QR screen: 'Scan QR Code to Complete Payment', the QR code, then the payee, the amount (₹)
 * and the order id; on a phone a 'Pay with UPI app' link for a UPI link text. It polls the order
 * and calls `onPaid` once the payment is confirmed.
 */
export function QrScreen({ headingRef, orderId, amount, qr, image, payee, onPaid, onBack }: Props) {
  const status = usePaidWatch(orderId, onPaid)
  const [onPhone] = useState(isPhoneDevice)
  const appLink = onPhone ? upiAppLink(qr) : undefined
  return (
    <section aria-labelledby="qr-title">
      <h1 id="qr-title" ref={headingRef}>
        Scan QR Code to Complete Payment
      </h1>
      <p>Open any UPI app (Google Pay, PhonePe, Paytm, BHIM…) and scan this code.</p>
      <Code>
        <QrCode text={qr} image={image} label="UPI payment QR code" />
      </Code>
      <OrderSummary orderId={orderId} amount={amount} payee={payee} />
      <Waiting role="status">
        {status === ORDER_STATUS.cancelled
          ? 'This order has been cancelled and cannot be paid.'
          : 'Waiting for your payment… This page moves on by itself once it is confirmed.'}
      </Waiting>
      <Actions>
        {appLink && (
          <AppLink href={appLink} rel="noopener noreferrer">
            Pay with UPI app
          </AppLink>
        )}
        <Button type="button" $variant="secondary" onClick={onBack}>
          Choose another payment method
        </Button>
      </Actions>
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
