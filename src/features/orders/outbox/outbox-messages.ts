/*
 * Every English string the offline outbox shows, in one place so it moves into the message
 * catalogue in one step.
 */
export const OUTBOX_MESSAGES = {
  savedOffline: "You're offline. Your order is saved and will be placed when you're back online.",
  savedOfflineTitle: 'Order saved',
  waitingBadge: 'Waiting for network',
  waitingHeading: 'Waiting to be sent',
  sendingBadge: 'Sending…',
  signInBadge: 'Sign in to send',
  cancel: 'Cancel',
  cancelLabel: (when: string) => `Cancel the order saved ${when}`,
  cancelled: 'The order was cancelled and its items are back in your cart.',
  cancelledTitle: 'Order cancelled',
  placedTitle: 'Your order has been placed',
  placed: (id: string) => `Order ${id} is waiting for payment.`,
  // Short: a toast's button takes its width from the text beside it.
  payAction: 'Pay Now',
  refusedTitle: 'Your saved order was not placed',
  refused: (when: string, reason: string) =>
    `The order saved ${when} was refused by the store: ${reason} Its items are back in your cart.`,
  refusedNoReason: 'the store gave no reason.',
  expiredTitle: 'A saved order expired',
  expired: (when: string) =>
    `The order saved ${when} waited more than 72 hours and was not sent, as prices may have changed. Its items are back in your cart.`,
  corruptTitle: 'A saved order could not be read',
  corrupt: 'A saved order on this device was damaged and has been removed. Please check your cart and order again.',
  signInTitle: 'Sign in to send your order',
  signIn: 'Your session has ended. Sign in again and your saved order will be sent.',
  signOutConfirm: 'An order is waiting to be sent. Sign out and discard it?',
  seeWaiting: 'See your waiting order',
  total: 'Total',
} as const
