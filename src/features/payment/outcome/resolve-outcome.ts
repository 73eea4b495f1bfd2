import { messageGetters } from '@/i18n/i18n'
import { safeDeepLink, safeUrl, safeWebUrl, UPI_SCHEMES } from '@/lib/safe-url'
import type { PaymentResult } from '../api/submit-payment'
import { readUpiTerms, upiMismatchWarning } from './upi-link'

export const PAYMENT_MESSAGES = messageGetters({
  unknownError: 'payment.unknownError',
  requestFailed: 'payment.requestFailed',
  unsafeUrl: 'payment.unsafeUrl',
  noQr: 'payment.noQr',
  initiatedTitle: 'payment.initiatedTitle',
  initiatedText: 'payment.initiatedText',
  mismatchTitle: 'payment.mismatchTitle',
})

export type PaymentOutcome =
  | { kind: 'error'; message: string }
  | { kind: 'unsafe'; message: string }
  /** A UPI link asks for another amount or currency than the order's: warn, open nothing. */
  | { kind: 'mismatch'; message: string }
  | { kind: 'post'; url: string; inputs: [string, string][] }
  | { kind: 'deeplink'; url: string }
  | { kind: 'qr'; qr?: string; image?: string; payee?: string }
  | { kind: 'navigate'; url: string }
  | { kind: 'done' }

/** The most text a QR code at error-correction level M can hold (bytes); longer would not draw. */
export const MAX_QR_BYTES = 2000

// Raw base64 (no data: prefix) or a data URL of a PNG/JPEG only: never SVG (it can carry script).
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/
const DATA_IMAGE = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/

/** A `qrBase64` value → an <img> src, or undefined when it is not a PNG/JPEG base64 image. */
export function qrImageSrc(raw: string | undefined): string | undefined {
  if (!raw) return undefined
  const text = raw.replace(/\s/g, '')
  if (DATA_IMAGE.test(text)) return text
  if (BASE64.test(text) && text.length % 4 === 0) {
    // JPEG data starts "/9j/"; anything else is offered as PNG (what QR services send).
    return `data:image/${text.startsWith('/9j/') ? 'jpeg' : 'png'};base64,${text}`
  }
  return undefined
}

export interface OutcomeContext {
  amount: number | undefined
  /** The app's own `location.protocol`: `http:` targets are followed only while it is `http:`. */
  appProtocol?: string
}

/**
 * Redirects must be web targets (`safeWebUrl`), deep links may also open a UPI app (`safeDeepLink`),
 * else `unsafe`; a UPI link whose `am`/`cu` differ from the order's total and INR → `mismatch`.
 */
export function resolveOutcome(
  result: PaymentResult,
  { amount, appProtocol = window.location.protocol }: OutcomeContext,
): PaymentOutcome {
  if (!result.success) return { kind: 'error', message: result.error ?? PAYMENT_MESSAGES.unknownError }
  const action = result.action
  const unsafe = { kind: 'unsafe', message: PAYMENT_MESSAGES.unsafeUrl } as const

  switch (action?.type) {
    case 'redirect_post': {
      const url = safeWebUrl(action.redirectUrl ?? result.redirectUrl ?? action.formParams.url, appProtocol)
      if (!url) return unsafe
      const { type, url: carriedUrl, data } = action.formParams
      return { kind: 'post', url, inputs: [['type', type], ['url', carriedUrl], ...data] }
    }
    case 'deeplink': {
      const url = safeDeepLink(action.redirectUrl ?? result.redirectUrl, appProtocol)
      if (!url) return unsafe
      const terms = readUpiTerms(url)
      const warning = terms && upiMismatchWarning(terms, amount)
      return warning ? { kind: 'mismatch', message: warning } : { kind: 'deeplink', url }
    }
    case 'qr': {
      const image = qrImageSrc(action.qrBase64)
      const qr = action.qr && new TextEncoder().encode(action.qr).length <= MAX_QR_BYTES ? action.qr : undefined
      if (!qr && !image) return { kind: 'error', message: PAYMENT_MESSAGES.noQr }
      const terms = readUpiTerms(qr)
      const warning = terms && upiMismatchWarning(terms, amount)
      if (warning) return { kind: 'mismatch', message: warning }
      return { kind: 'qr', qr, image, payee: terms?.payeeName ?? terms?.payeeAddress }
    }
  }
  if (result.redirectUrl) {
    const url = safeWebUrl(result.redirectUrl, appProtocol)
    return url ? { kind: 'navigate', url } : unsafe
  }
  return { kind: 'done' }
}

/** The QR text when it is a UPI link a phone can open (its amount was checked with the QR), else undefined. */
export const upiAppLink = (qr: string | undefined): string | undefined => safeUrl(qr, UPI_SCHEMES) ?? undefined
