import { useMemo, useState } from 'react'
import { useQuery } from '@/lib/use-query'
import styled from 'styled-components'
import { Button, ButtonLink } from '@/components/ui/button'
import { StateMessage } from '@/components/ui/page'
import { Skeleton } from '@/components/ui/skeleton'
import { useRevealOnSwap } from '@/components/ui/use-reveal-on-swap'
import { isHttpStatus } from '@/lib/api-error'
import { paymentFieldsQueryOptions } from '../api/payment-fields'
import { isPaidStatus, orderStatus } from '@/domain/order-status'
import { paymentOrderQueryOptions } from '../api/payment-order'
import { initialValues } from '../engine/form-values'
import type { FieldValues } from '../engine/visibility'
import { DeeplinkScreen } from './deeplink-screen'
import { PaymentSummary } from './payment-summary'
import { PaymentForm } from './payment-form'
import { QrScreen } from './qr-screen'
import { usePaymentSubmit } from './use-payment-submit'
import { useT } from '@/i18n/use-t'
import { formatOrderAmount } from '@/i18n/format'
import { toPaise } from '@/domain/money'
import { shownTotal } from '../shown-total'
import { useApi } from '@/lib/api-context'

interface Props {
  orderId: string
  /** The store lists the `idempotency` capability. */
  idempotent?: boolean
  /** The order is paid (status Processing or later): the route moves to /order-success. */
  onPaid: () => void
  /** An answer with no action and no redirect: after the 'Payment initiated' toast, the route goes to /orders. */
  onInitiated: () => void
}

/**
 * /payment: the order's id and amount, then the error view, dynamic form, QR screen or UPI-app wait. Form values
 * live here so they survive failures and a trip to the QR screen; each new view's heading is revealed and focused.
 */
export function PaymentFlow({ orderId, idempotent = false, onPaid, onInitiated }: Props) {
  const t = useT()
  const api = useApi()
  const fieldsQuery = useQuery(paymentFieldsQueryOptions(api))
  const orderQuery = useQuery(paymentOrderQueryOptions(api, orderId))
  const amount = orderQuery.data?.amount
  // The store's total wins: when it is not what checkout showed, the shopper is told before Pay Now.
  const [shown] = useState(() => shownTotal(orderId))
  const storeTotalDiffers = amount !== undefined && shown !== undefined && toPaise(amount) !== toPaise(shown)
  const { pay, submitting, screen, backToForm } = usePaymentSubmit({ orderId, amount, idempotent, onInitiated })
  // Values start from the definitions' defaults the first time they arrive.
  const [values, setValues] = useState<FieldValues | null>(null)
  const fields = fieldsQuery.data
  // Built once per field list, so an untouched form keeps the same values object between renders.
  const defaults = useMemo(() => (fields ? initialValues(fields) : {}), [fields])
  const currentValues = values ?? defaults
  const updateValues = (update: (prev: FieldValues) => FieldValues) =>
    setValues((prev) => update(prev ?? currentValues))

  const status = orderQuery.data?.status
  // Only a 404 ends the flow; other failures keep the form (the server checks the order when paying).
  const notFound = isHttpStatus(orderQuery.error, 404)
  const closed = status !== undefined && !orderStatus(status).payable
  const fieldsFailed = fieldsQuery.isError || (!fieldsQuery.isPending && !fields)
  const view =
    screen.kind !== 'form'
      ? screen.kind
      : notFound
        ? 'not-found'
        : closed
          ? 'closed'
          : fieldsFailed
            ? 'fields-error'
            : 'form'
  const reveal = useRevealOnSwap(view)

  if (screen.kind === 'qr') {
    return (
      <QrScreen
        headingRef={reveal}
        orderId={orderId}
        amount={amount}
        qr={screen.qr}
        image={screen.image}
        payee={screen.payee}
        onPaid={onPaid}
        onBack={backToForm}
      />
    )
  }
  if (screen.kind === 'deeplink') {
    return (
      <DeeplinkScreen
        headingRef={reveal}
        orderId={orderId}
        amount={amount}
        url={screen.url}
        onPaid={onPaid}
        onBack={backToForm}
      />
    )
  }

  if (notFound) {
    return (
      <StateMessage role="alert">
        <h1 ref={reveal}>{t('payment.orderNotFound')}</h1>
        <p>{t('payment.orderNotFoundText')}</p>
        <ButtonLink to="/orders">{t('payment.viewOrders')}</ButtonLink>
      </StateMessage>
    )
  }

  if (closed) {
    return (
      <StateMessage role="status">
        <h1 ref={reveal}>{isPaidStatus(status) ? t('payment.alreadyPaid') : t('payment.cannotPay')}</h1>
        <p>{t('payment.onlyPending')}</p>
        <ButtonLink to="/orders">{t('payment.viewOrders')}</ButtonLink>
      </StateMessage>
    )
  }

  return (
    <section aria-labelledby="payment-title">
      <h1 id="payment-title" ref={view === 'form' ? reveal : undefined}>
        {t('payment.title')}
      </h1>
      <PaymentSummary orderId={orderId} amount={amount} loading={orderQuery.isPending} />
      {storeTotalDiffers && (
        <StoreTotal role="status">{t('payment.storeTotal', { total: formatOrderAmount(amount) })}</StoreTotal>
      )}
      {fieldsQuery.isPending ? (
        <Loading aria-busy="true" aria-live="polite">
          <span className="visually-hidden">{t('payment.loadingForm')}</span>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} $h="64px" />
          ))}
        </Loading>
      ) : fieldsFailed || !fields ? (
        <StateMessage role="alert">
          <p ref={reveal}>{t('payment.formFailed')}</p>
          <Button type="button" onClick={() => void fieldsQuery.refetch()} disabled={fieldsQuery.isFetching}>
            {t('common.tryAgain')}
          </Button>
          <ButtonLink to="/checkout" $variant="secondary">
            {t('payment.returnToCheckout')}
          </ButtonLink>
        </StateMessage>
      ) : (
        <PaymentForm
          fields={fields}
          values={currentValues}
          onValuesChange={updateValues}
          submitting={submitting}
          onSubmit={(p) => void pay(p)}
        />
      )}
    </section>
  )
}

const Loading = styled.div`
  display: grid;
  gap: 16px;
`
const StoreTotal = styled.p`
  margin: 0 0 24px;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: #fff4e5;
  color: ${({ theme }) => theme.color.warning};
  font-weight: 600;
`
