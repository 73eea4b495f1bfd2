import { messageGetters, t } from '@/i18n/i18n'

/*
 * Every text the delivery check shows, read from the language catalogues (src/i18n/catalogs) in
 * the language shown when it is read. Texts with a value are functions of it.
 */

export const DELIVERY_MESSAGES = {
  ...messageGetters({
    title: 'delivery.title',
    pinCodeLabel: 'delivery.pinCodeLabel',
    check: 'delivery.check',
    checking: 'delivery.checking',
    cashOnDelivery: 'delivery.cashOnDelivery',
    invalidPinCode: 'delivery.invalidPinCode',
    failed: 'delivery.failed',
    offline: 'delivery.offline',
    unnamedProduct: 'delivery.unnamedProduct',
    estimatedDelivery: 'delivery.estimatedDelivery',
  }),
  deliveryBy: (date: string) => t('delivery.deliveryBy', { date }),
  notDeliverable: (pincode: string) => t('delivery.notDeliverable', { pincode }),
  checkedAt: (time: string) => t('delivery.checkedAt', { time }),
  lineNotDeliverable: (product: string, pincode: string) => t('delivery.lineNotDeliverable', { product, pincode }),
}
