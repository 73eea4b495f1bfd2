/*
 * Every English text the delivery check shows, in one place (the Hindi translation replaces this
 * object). Texts with a value are functions of it.
 */

/** The locale the delivery dates and check times are written in. */
export const DELIVERY_LOCALE = 'en-IN'

export const DELIVERY_MESSAGES = {
  title: 'Check delivery',
  pinCodeLabel: 'PIN code',
  check: 'Check',
  checking: 'Checking…',
  deliveryBy: (date: string) => `Delivery by ${date}`,
  cashOnDelivery: 'Cash on Delivery available',
  notDeliverable: (pinCode: string) => `Not deliverable to ${pinCode}`,
  invalidPinCode: 'Enter a valid 6-digit PIN code',
  failed: "Couldn't check delivery. Try again.",
  offline: "You're offline. We'll check when you're back online.",
  checkedAt: (time: string) => `(checked ${time})`,
  lineNotDeliverable: (product: string, pinCode: string) => `${product} can't be delivered to ${pinCode}`,
  unnamedProduct: 'An item',
  estimatedDelivery: 'Estimated delivery',
} as const
