import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import styled from 'styled-components'
import { Button } from '@/components/ui/button'
import { FormStack } from '@/components/ui/form-field'
import { useRevealOnSwap } from '@/components/ui/use-reveal-on-swap'
import { useValibotForm } from '@/components/ui/use-valibot-form'
import { isNetworkError } from '@/lib/api-error'
import { isOutcomeUnknown } from '@/lib/idempotency'
import { notify } from '@/lib/toast'
import { useOnline } from '@/lib/use-online'
import {
  EarlierOrderPlacedError,
  OrderOutcomeUnknownError,
  PLACE_ORDER_MUTATION_KEY,
  refusalReason,
  usePlaceOrder,
} from '../api/place-order'
import { linesOfProducts, type CartLine } from '@/domain/cart-line'
import { productOverLimit } from '../api/orders'
import { clearCheckoutDraft, loadCheckoutDraft, saveCheckoutDraft } from '../checkout-draft'
import { CHECKOUT_MESSAGES } from '../checkout-messages'
import { emptyShipping, hasBlankField, ShippingSchema } from '../shipping-form-schema'
import { toShippingAddress, type AddressForm } from '@/domain/address-form'
import { checkForm } from '@/lib/form-errors'
import { useQuery } from '@/lib/use-query'
import { AddressFields } from '../addresses/address-fields'
import { addressErrors, addressesQueryOptions, saveAddress, type SavedAddress } from '../addresses/addresses-api'
import { readLastAddress, rememberLastAddress } from '../addresses/address-memory'
import type { PlaceOfPin } from '../addresses/pin-place'
import { SavedAddressPicker } from '../addresses/saved-address-picker'
import { useT } from '@/i18n/use-t'
import { browserOffline, saveOrderOffline } from '../outbox/save-offline'
import { OUTBOX_MESSAGES } from '../outbox/outbox-messages'
import { useApi } from '@/lib/api-context'

export interface CheckoutFormProps {
  /** The cart as it is at submit time (another tab may have changed it). */
  readLines: () => readonly CartLine[]
  isSignedIn: () => boolean
  /** The store lists the `idempotency` capability. */
  idempotent: boolean
  /** After the order exists, with the lines that went into it. */
  onPlaced: (orderId: string, lines: readonly CartLine[]) => void
  /** A guest at submit time: the route sends them to sign in. */
  onLoginRequired: () => void
  /** 'Check my orders' after an attempt whose outcome could not be checked. */
  onCheckOrders: () => void
  /** Told the PIN code field's value whenever it changes (the page's delivery check follows it). */
  onPinCodeChange?: (pinCode: string) => void
  /** Runs after validation, before sending: false keeps the order from being sent (the page says why). */
  beforePlace?: (pinCode: string, lines: readonly CartLine[]) => Promise<boolean>
  /** Shown beside the address, under the PIN code (e.g. the lines that cannot be delivered there). */
  addressNotice?: ReactNode
  /** When given, an order placed with no network is saved on the device and this gets its lines. */
  onSavedOffline?: (lines: readonly CartLine[]) => void
  /** The signed-in shopper's e-mail when their account has been read: a saved order records it as its owner. */
  ownerEmail?: () => string | undefined
  /** The applied coupon's code at submit time, sent as `couponCode` (only where the store has `coupons`). */
  couponCode?: () => string | undefined
  /** The store refused the order with a reason (e.g. a coupon gone stale). */
  onRefused?: () => void
  /** Where a PIN code is when the app's directory does not know it (the store's serviceability answer). */
  placeOfPin?: PlaceOfPin
  /** Signed in at a store with `addresses`: saved ones offered; 'unknown' (capabilities loading): a loading line. */
  addressBook?: boolean | 'unknown'
}

/** Which address the order goes to: the default saved one (auto), one picked, or the form (editing a saved one). */
type Mode = { kind: 'auto' } | { kind: 'saved'; id: string } | { kind: 'form'; editing?: string }

const isBlankForm = (a: AddressForm): boolean => sameForm(a, emptyShipping())
const sameForm = (a: AddressForm, b: AddressForm): boolean =>
  (Object.keys(b) as (keyof AddressForm)[]).every((k) => (a[k] ?? '') === b[k])

const savedToForm = ({ id: _id, isDefault: _d, ...form }: SavedAddress): AddressForm => form

/** Why the last attempt led to no order: no connection, a lost answer, an unverifiable one, or an earlier order. */
type Problem =
  'connection' | 'unconfirmed' | 'unverifiable' | { placed: string; products: Readonly<Record<string, number>> } | null

/** The /checkout shipping form: one order per checkout (createOrder); typed values survive failures and reloads. */
export function CheckoutForm({
  readLines,
  isSignedIn,
  idempotent,
  onPlaced,
  onLoginRequired,
  onCheckOrders,
  onPinCodeChange,
  beforePlace,
  addressNotice,
  onSavedOffline,
  ownerEmail,
  couponCode,
  onRefused,
  placeOfPin,
  addressBook = false,
}: CheckoutFormProps) {
  const t = useT()
  const form = useValibotForm(ShippingSchema, loadCheckoutDraft, { id: 'ship' })
  const { values, formRef } = form
  const placeOrder = usePlaceOrder()
  const queryClient = useQueryClient()
  // The page's own check before sending (beforePlace) is under way; the ref closes the double-click gap.
  const [checking, setChecking] = useState(false)
  const checkingRef = useRef(false)
  const busy = placeOrder.isPending || placeOrder.isSuccess || checking
  const [problem, setProblem] = useState<Problem>(null)
  const [outbox, setOutbox] = useState<'saving' | 'saved' | null>(null)
  // The notice appears above the button just pressed: it is scrolled into view and focused.
  const revealProblem = useRevealOnSwap(
    typeof problem === 'object' && problem
      ? `placed ${problem.placed}`
      : (problem ?? (outbox === 'saved' ? 'saved' : null)),
  )
  const online = useOnline()
  const api = useApi()
  const bookOn = addressBook === true
  const book = useQuery({ ...addressesQueryOptions(api), enabled: bookOn })
  const savedList = bookOn ? (book.data ?? []) : []
  // Offline, an unread address book waits (paused): the form shows so the order can wait on the device.
  const bookLoading = addressBook === 'unknown' || (bookOn && book.isPending && book.fetchStatus === 'fetching')
  // A draft being typed (kept across a reload) stays in the form.
  const [mode, setMode] = useState<Mode>(() => (isBlankForm(form.values) ? { kind: 'auto' } : { kind: 'form' }))
  const chosen =
    mode.kind === 'saved'
      ? savedList.find((a) => a.id === mode.id)
      : mode.kind === 'auto'
        ? (savedList.find((a) => a.isDefault) ?? savedList[0])
        : undefined
  const [saveThis, setSaveThis] = useState(true)
  const [storedLastAddress] = useState(readLastAddress)
  const lastAddress = addressBook === false ? storedLastAddress : undefined

  /** Saves the order on the device; `sentAt`: its request went out then and got no answer. */
  const saveOffline = (
    lines: readonly CartLine[],
    shippingAddress: Parameters<typeof saveOrderOffline>[2],
    sentAt?: number,
    coupon?: string,
  ) => {
    setOutbox('saving')
    setProblem(null)
    saveOrderOffline(api, lines, shippingAddress, { ownerEmail: ownerEmail?.(), sentAt, couponCode: coupon }).then(
      () => {
        clearCheckoutDraft()
        setOutbox('saved')
        onSavedOffline?.(lines)
      },
      () => {
        setOutbox(null)
        setProblem('connection')
        notify({ title: CHECKOUT_MESSAGES.failedTitle, description: CHECKOUT_MESSAGES.failed, variant: 'destructive' })
      },
    )
  }

  useEffect(() => saveCheckoutDraft(values), [values])
  const pinCode = chosen ? chosen.postalCode : values.postalCode
  useEffect(() => onPinCodeChange?.(pinCode), [pinCode, onPinCodeChange])

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault()
    // Closes the gap between two clicks before React re-renders the disabled button.
    if (
      checkingRef.current ||
      queryClient.isMutating({ mutationKey: PLACE_ORDER_MUTATION_KEY }) > 0 ||
      placeOrder.isSuccess ||
      outbox === 'saving'
    )
      return
    let address: AddressForm | undefined
    if (chosen) {
      // A saved address the rules refuse is opened in the form with its messages.
      const check = checkForm(ShippingSchema, savedToForm(chosen))
      if (!check.ok) {
        form.load(savedToForm(chosen))
        setMode({ kind: 'form', editing: chosen.id })
        form.showErrors(check.errors)
        return
      }
      address = check.output
    } else {
      address = form.validate()
    }
    if (!address) {
      if (hasBlankField(values))
        notify({
          title: CHECKOUT_MESSAGES.missingTitle,
          description: CHECKOUT_MESSAGES.missing,
          variant: 'destructive',
        })
      return
    }
    const shippingAddress = toShippingAddress(address)
    const lines = readLines()
    if (lines.length === 0) {
      notify({
        title: CHECKOUT_MESSAGES.emptyCartTitle,
        description: CHECKOUT_MESSAGES.emptyCart,
        variant: 'destructive',
      })
      return
    }
    const over = productOverLimit(lines)
    if (over) {
      notify({
        title: CHECKOUT_MESSAGES.tooManyTitle,
        description: CHECKOUT_MESSAGES.tooMany(over.name || t('checkout.oneProduct')),
        variant: 'destructive',
      })
      return
    }
    if (!isSignedIn()) {
      notify({ title: CHECKOUT_MESSAGES.loginTitle, description: CHECKOUT_MESSAGES.login, variant: 'destructive' })
      onLoginRequired()
      return
    }
    const coupon = couponCode?.()
    const offlineNow = browserOffline() || !online
    if (!chosen && bookOn && saveThis && !offlineNow) {
      // Saved first: the store's field messages show under their fields and nothing is ordered.
      checkingRef.current = true
      setChecking(true)
      try {
        const saved = await saveAddress(
          api,
          { ...address, isDefault: false },
          mode.kind === 'form' ? mode.editing : undefined,
        )
        void queryClient.invalidateQueries({ queryKey: addressesQueryOptions(api).queryKey })
        setMode({ kind: 'form', editing: saved.id })
      } catch (error) {
        const refused = addressErrors(error)
        if (refused) {
          form.showErrors(refused.fields)
          notify({
            title: t('address.saveFailed'),
            description: refused.message || undefined,
            variant: 'destructive',
          })
          return
        }
        // Not saved (no answer, a store error): the order still goes.
      } finally {
        checkingRef.current = false
        setChecking(false)
      }
    }
    if (!bookOn) rememberLastAddress(address)
    if (onSavedOffline && offlineNow) {
      saveOffline(lines, shippingAddress, undefined, coupon)
      return
    }
    if (beforePlace) {
      checkingRef.current = true
      setChecking(true)
      try {
        if (!(await beforePlace(shippingAddress.postalCode, lines))) return
      } finally {
        checkingRef.current = false
        setChecking(false)
      }
    }
    const sentAt = Date.now()
    placeOrder.mutate(
      { lines, shippingAddress, idempotent, couponCode: coupon },
      {
        onSuccess: (id) => {
          clearCheckoutDraft()
          onPlaced(id, lines)
        },
        onError: (error) => {
          if (error instanceof EarlierOrderPlacedError) {
            setProblem({ placed: error.orderId, products: error.products })
          } else if (error instanceof OrderOutcomeUnknownError) {
            setProblem('unverifiable')
            notify({
              title: CHECKOUT_MESSAGES.unknownTitle,
              description: CHECKOUT_MESSAGES.unknown,
              variant: 'destructive',
            })
          } else if (onSavedOffline && isNetworkError(error)) {
            // No answer at all: saved, marked as possibly on the store so it is looked up first.
            saveOffline(lines, shippingAddress, sentAt, coupon)
          } else {
            setProblem(
              isNetworkError(error) ? 'connection' : isOutcomeUnknown(error, idempotent) ? 'unconfirmed' : null,
            )
            const reason = refusalReason(error, idempotent)
            if (reason !== undefined) onRefused?.()
            notify({
              title: CHECKOUT_MESSAGES.failedTitle,
              description: reason ?? CHECKOUT_MESSAGES.failed,
              variant: 'destructive',
            })
          }
        },
      },
    )
  }

  const offline = !online && !onSavedOffline
  return (
    <FormStack ref={formRef} onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="shipping-title">
      <h2 id="shipping-title">{t('checkout.shippingInfo')}</h2>
      {(offline || problem === 'connection') && (
        <Notice role="status" ref={problem === 'connection' ? revealProblem : undefined}>
          {t('checkout.offline')}
        </Notice>
      )}
      {outbox === 'saved' && (
        <Notice role="status" ref={revealProblem} tabIndex={-1}>
          {OUTBOX_MESSAGES.savedOffline}{' '}
          <a href="/orders" onClick={(e) => (e.preventDefault(), onCheckOrders())}>
            {OUTBOX_MESSAGES.seeWaiting}
          </a>
        </Notice>
      )}
      {!offline && problem === 'unconfirmed' && (
        <Notice role="status" ref={revealProblem}>
          {t('checkout.unconfirmed')}
        </Notice>
      )}
      {problem === 'unverifiable' && (
        <Alert role="alert" ref={revealProblem}>
          <p>{CHECKOUT_MESSAGES.unknown}</p>
          <Button type="button" $variant="secondary" onClick={onCheckOrders}>
            {t('checkout.checkOrders')}
          </Button>
        </Alert>
      )}
      {typeof problem === 'object' && problem && (
        <Alert role="alert" ref={revealProblem}>
          <p>
            <strong>{t('checkout.earlierPlaced', { id: problem.placed })}</strong> {t('checkout.earlierPlacedText')}
          </p>
          <Button
            type="button"
            onClick={() => onPlaced(problem.placed, linesOfProducts(readLines(), problem.products))}
          >
            {t('checkout.payFor', { id: problem.placed })}
          </Button>
        </Alert>
      )}
      {chosen ? (
        <SavedAddressPicker
          addresses={savedList}
          chosenId={chosen.id}
          onChoose={(id) => setMode({ kind: 'saved', id })}
          onEdit={(a) => {
            form.load(savedToForm(a))
            setMode({ kind: 'form', editing: a.id })
          }}
          onAdd={() => {
            form.load(emptyShipping())
            setMode({ kind: 'form' })
          }}
        />
      ) : bookLoading ? (
        <p role="status">{t('account.loading')}</p>
      ) : (
        <>
          {lastAddress && isSignedIn() && (
            <Button type="button" $variant="secondary" onClick={() => form.load(lastAddress)}>
              {t('address.lastAddress')}
            </Button>
          )}
          <AddressFields form={form} placeOfPin={placeOfPin} />
          {bookOn && (
            <>
              <Check>
                <input type="checkbox" checked={saveThis} onChange={(e) => setSaveThis(e.target.checked)} />
                {t('address.saveThis')}
              </Check>
              {saveThis && !online && <p role="status">{t('address.offline')}</p>}
            </>
          )}
        </>
      )}
      {addressNotice}
      <Button
        type="submit"
        $block
        disabled={busy || offline || outbox === 'saving'}
        aria-disabled={busy || offline || outbox === 'saving'}
      >
        {offline
          ? t('checkout.connectionNeeded')
          : busy
            ? t('checkout.placing')
            : chosen
              ? t('address.deliverHere')
              : t('checkout.placeOrder')}
      </Button>
    </FormStack>
  )
}

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
`
const Notice = styled.p`
  margin: 0;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: #fff4e5;
  color: ${({ theme }) => theme.color.warning};
`
const Alert = styled.div`
  display: grid;
  gap: 12px;
  justify-items: start;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: #fff4e5;
  color: ${({ theme }) => theme.color.warning};
  p {
    margin: 0;
  }
`
