import { useCallback, useEffect, useRef, useState } from 'react'
import { onlineManager } from '@tanstack/react-query'
import { notify } from '@/lib/toast'
import { isPaidStatus } from '@/domain/order-status'
import { OrderNotPayableError, PaymentOutcomeUnknownError } from '../api/submit-payment'
import { useSubmitPayment } from '../api/use-submit-payment'
import type { FieldValue } from '../engine/visibility'
import { submitHiddenForm } from '../outcome/post-form'
import { PAYMENT_MESSAGES, resolveOutcome } from '../outcome/resolve-outcome'
import { t } from '@/i18n/i18n'

export type PaymentScreen =
  { kind: 'form' } | { kind: 'qr'; qr?: string; image?: string; payee?: string } | { kind: 'deeplink'; url: string }

interface Options {
  orderId: string
  /** The order's total as shown (₹), which a UPI link's amount must match; undefined if not loaded. */
  amount: number | undefined
  idempotent?: boolean
  /** No action and no redirect, or the order turned out paid already: the page goes to /orders. */
  onInitiated: () => void
  /** Leaves the app for a checked web target or app link; injectable for tests. */
  leaveTo?: (url: string) => void
}

const leaveApp = (url: string) => window.location.assign(url)

const refuse = () =>
  notify({ title: t('payment.linkRefused'), description: PAYMENT_MESSAGES.unsafeUrl, variant: 'destructive' })

/**
 * Sends the payment and carries out the outcome; errors and refused or mismatched links toast and keep
 * the form. A ref stops a double click (pending state comes a render late); a bfcache return resets it.
 */
export function usePaymentSubmit({ orderId, amount, idempotent = false, onInitiated, leaveTo = leaveApp }: Options) {
  const submit = useSubmitPayment(orderId, idempotent)
  const { mutateAsync } = submit
  const inFlight = useRef(false)
  const [submitting, setSubmitting] = useState(false)
  const [screen, setScreen] = useState<PaymentScreen>({ kind: 'form' })

  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (!e.persisted) return
      inFlight.current = false
      setSubmitting(false)
    }
    window.addEventListener('pageshow', onShow)
    return () => window.removeEventListener('pageshow', onShow)
  }, [])

  const pay = useCallback(
    async (fields: Record<string, FieldValue>) => {
      if (inFlight.current) return
      inFlight.current = true
      setSubmitting(true)
      let leaving = false
      try {
        const outcome = resolveOutcome(await mutateAsync(fields), { amount })
        switch (outcome.kind) {
          case 'error':
            notify({ title: t('payment.failed'), description: outcome.message, variant: 'destructive' })
            break
          case 'unsafe':
            refuse()
            break
          case 'mismatch':
            notify({ title: PAYMENT_MESSAGES.mismatchTitle, description: outcome.message, variant: 'destructive' })
            break
          case 'post':
            leaving = submitHiddenForm(outcome.url, outcome.inputs)
            if (!leaving) refuse()
            break
          case 'deeplink':
            setScreen({ kind: 'deeplink', url: outcome.url })
            // Opening an app does not unload the page: the screen stays and watches the order.
            leaveTo(outcome.url)
            break
          case 'qr':
            setScreen({ kind: 'qr', qr: outcome.qr, image: outcome.image, payee: outcome.payee })
            break
          case 'navigate':
            leaving = true
            leaveTo(outcome.url)
            break
          case 'done':
            notify({ title: PAYMENT_MESSAGES.initiatedTitle, description: PAYMENT_MESSAGES.initiatedText })
            leaving = true
            onInitiated()
            break
        }
      } catch (error) {
        // Nothing was lost: the form keeps every value for another try.
        if (error instanceof OrderNotPayableError) {
          notify({
            title: isPaidStatus(error.status) ? t('payment.alreadyPaidTitle') : t('payment.notPayableTitle'),
            description: isPaidStatus(error.status) ? t('payment.alreadyPaidText') : t('payment.notPayable'),
          })
          leaving = true
          onInitiated()
        } else if (!onlineManager.isOnline()) {
          notify({
            title: t('payment.offlineTitle'),
            description: t('payment.offlineText'),
            variant: 'destructive',
          })
        } else if (error instanceof PaymentOutcomeUnknownError) {
          notify({
            title: t('payment.unknownTitle'),
            description: t('payment.unknown'),
            variant: 'destructive',
          })
        } else {
          notify({ title: t('common.error'), description: PAYMENT_MESSAGES.requestFailed, variant: 'destructive' })
        }
      } finally {
        if (!leaving) {
          inFlight.current = false
          setSubmitting(false)
        }
      }
    },
    [mutateAsync, amount, onInitiated, leaveTo],
  )

  const backToForm = useCallback(() => setScreen({ kind: 'form' }), [])
  return { pay, submitting, screen, backToForm }
}
