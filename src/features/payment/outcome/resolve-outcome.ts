import { safeUrl } from '@/lib/safe-url'
import type { PaymentResult } from '../api/submit-payment'

/** Spec §8 / §4 texts of the payment outcomes. */
export const PAYMENT_MESSAGES = {
  unknownError: 'Unknown error occurred during payment process',
  requestFailed: 'Failed to process payment. Please try again later.',
  unsafeUrl: 'This payment link is not safe to open.',
  noQr: 'The payment QR code could not be shown. Please try another payment method.',
  initiatedTitle: 'Payment initiated',
  initiatedText: 'Your payment is being processed',
} as const

const WEB = ['https:', 'http:'] as const
/** Deep links may open a UPI app (upi:, Android intent:) or an https app link. */
const DEEPLINK = ['upi:', 'intent:', 'https:'] as const

/** What the page does with a POST /payments answer (spec §4 "Payment outcome handling"). */
export type PaymentOutcome =
  | { kind: 'error'; message: string }
  | { kind: 'unsafe'; message: string }
  | { kind: 'post'; url: string; inputs: [string, string][] }
  | { kind: 'deeplink'; url: string }
  | { kind: 'qr'; qr?: string; image?: string }
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

/**
 * Decides the outcome of a payment answer; pure, so every rule is unit-tested. URLs are checked
 * here: redirect_post targets and bare redirects must be http(s), deep links upi:, intent: or
 * https:. Anything else (javascript:, data:, vbscript:, relative, malformed) → `unsafe`.
 */
export function resolveOutcome(result: PaymentResult): PaymentOutcome {
  if (!result.success) return { kind: 'error', message: result.error ?? PAYMENT_MESSAGES.unknownError }
  const action = result.action
  const unsafe = { kind: 'unsafe', message: PAYMENT_MESSAGES.unsafeUrl } as const

  switch (action?.type) {
    case 'redirect_post': {
      const url = safeUrl(action.redirectUrl ?? result.redirectUrl ?? action.formParams.url, WEB)
      if (!url) return unsafe
      const { type, url: carriedUrl, data } = action.formParams
      return { kind: 'post', url, inputs: [['type', type], ['url', carriedUrl], ...data] }
    }
    case 'deeplink': {
      const url = safeUrl(action.redirectUrl ?? result.redirectUrl, DEEPLINK)
      return url ? { kind: 'deeplink', url } : unsafe
    }
    case 'qr': {
      const image = qrImageSrc(action.qrBase64)
      const qr = action.qr && new TextEncoder().encode(action.qr).length <= MAX_QR_BYTES ? action.qr : undefined
      if (!qr && !image) return { kind: 'error', message: PAYMENT_MESSAGES.noQr }
      return { kind: 'qr', qr, image }
    }
  }
  // No (known) action: a bare redirect, else "initiated".
  if (result.redirectUrl) {
    const url = safeUrl(result.redirectUrl, WEB)
    return url ? { kind: 'navigate', url } : unsafe
  }
  return { kind: 'done' }
}

/** The `upi:` link a phone can open from the QR screen, or undefined (QR text may be anything). */
export const upiAppLink = (qr: string | undefined): string | undefined => safeUrl(qr, ['upi:']) ?? undefined
