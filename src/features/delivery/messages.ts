import type { Translate } from '@/i18n/i18n'
import { useT } from '@/i18n/use-t'

/** The delivery check's texts in the language of `t`; those with a value are functions of it. */
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

/** Through the page's language (useT), so a server-rendered part hydrates in the server's language. */
export const useDeliveryMessages = () => deliveryMessages(useT())
