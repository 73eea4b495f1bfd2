import { messageGetters, t } from '@/i18n/i18n'
import { MAX_LINE_QUANTITY } from '@/lib/order-limits'

/** The checkout's messages: the shipping form's field errors and the Place Order toasts. */
export const CHECKOUT_MESSAGES = {
  ...messageGetters({
    missingTitle: 'checkout.missingTitle',
    missing: 'checkout.missing',
    emptyCartTitle: 'checkout.emptyCartTitle',
    emptyCart: 'checkout.emptyCart',
    loginTitle: 'checkout.loginTitle',
    login: 'checkout.login',
    failedTitle: 'checkout.failedTitle',
    failed: 'checkout.failed',
    unknownTitle: 'checkout.unknownTitle',
    unknown: 'checkout.unknown',
    tooManyTitle: 'checkout.tooManyTitle',
    tooLong: 'checkout.tooLong',
  }),
  tooMany: (name: string) => t('checkout.tooMany', { max: MAX_LINE_QUANTITY, name }),
}
