import type { Translate } from '@/i18n/i18n'
import { useT } from '@/i18n/use-t'

/*
 * Every text the delivery check shows, read from the language catalogues (src/i18n/catalogs).
 * Texts with a value are functions of it.
 */

/** The delivery texts in the language of `t`. */
export function deliveryMessages(t: Translate) {
  return {
    title: t('delivery.title'),
    pinCodeLabel: t('delivery.pinCodeLabel'),
    check: t('delivery.check'),
    checking: t('delivery.checking'),
    cashOnDelivery: t('delivery.cashOnDelivery'),
    invalidPinCode: t('delivery.invalidPinCode'),
    failed: t('delivery.failed'),
    offline: t('delivery.offline'),
    unnamedProduct: t('delivery.unnamedProduct'),
    estimatedDelivery: t('delivery.estimatedDelivery'),
    deliveryBy: (date: string) => t('delivery.deliveryBy', { date }),
    notDeliverable: (pincode: string) => t('delivery.notDeliverable', { pincode }),
    checkedAt: (time: string) => t('delivery.checkedAt', { time }),
    lineNotDeliverable: (product: string, pincode: string) => t('delivery.lineNotDeliverable', { product, pincode }),
  }
}

/**
 * The delivery texts in the language the page shows, for a component's render: read through the
 * page's language (useT), never the app's switching instance, so a part the server rendered
 * hydrates in the server's language.
 */
export const useDeliveryMessages = () => deliveryMessages(useT())
