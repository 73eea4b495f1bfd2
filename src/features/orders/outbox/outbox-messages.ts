import { messageGetters, t } from '@/i18n/i18n'

/*
 * Every text the offline outbox shows, read from the language catalogues (src/i18n/catalogs) in the
 * language shown when it is read. Texts with a value are functions of it.
 */
export const OUTBOX_MESSAGES = {
  ...messageGetters({
    savedOffline: 'outbox.savedOffline',
    savedOfflineTitle: 'outbox.savedOfflineTitle',
    waitingBadge: 'outbox.waitingBadge',
    waitingHeading: 'outbox.waitingHeading',
    sendingBadge: 'outbox.sendingBadge',
    signInBadge: 'outbox.signInBadge',
    cancel: 'outbox.cancel',
    cancelled: 'outbox.cancelled',
    cancelledTitle: 'outbox.cancelledTitle',
    placedTitle: 'outbox.placedTitle',
    // Short: a toast's button takes its width from the text beside it.
    payAction: 'outbox.payAction',
    refusedTitle: 'outbox.refusedTitle',
    refusedNoReason: 'outbox.refusedNoReason',
    expiredTitle: 'outbox.expiredTitle',
    corruptTitle: 'outbox.corruptTitle',
    corrupt: 'outbox.corrupt',
    signInTitle: 'outbox.signInTitle',
    signIn: 'outbox.signIn',
    signOutConfirm: 'outbox.signOutConfirm',
    seeWaiting: 'outbox.seeWaiting',
    total: 'outbox.total',
    cancelPlaced: 'outbox.cancelPlaced',
    cancelUncheckedTitle: 'outbox.cancelUncheckedTitle',
    cancelUnchecked: 'outbox.cancelUnchecked',
    alreadyPlaced: 'outbox.alreadyPlaced',
    viewOrder: 'outbox.viewOrder',
    discardUncheckedTitle: 'outbox.discardUncheckedTitle',
    discardUnchecked: 'outbox.discardUnchecked',
  }),
  savedOn: (when: string) => t('outbox.savedOn', { when }),
  saved: (name: string) => t('outbox.saved', { name }),
  cancelLabel: (when: string) => t('outbox.cancelLabel', { when }),
  placed: (id: string) => t('outbox.placed', { id }),
  refused: (when: string, reason: string) => t('outbox.refused', { when, reason }),
  expired: (when: string) => t('outbox.expired', { when }),
  unowned: (when: string) => t('outbox.unowned', { when }),
  cancelPlacedTitle: (id: string) => t('outbox.cancelPlacedTitle', { id }),
  alreadyPlacedTitle: (id: string) => t('outbox.alreadyPlacedTitle', { id }),
  earlierPlacedTitle: (id: string) => t('outbox.earlierPlacedTitle', { id }),
  earlierPlaced: (when: string) => t('outbox.earlierPlaced', { when }),
  ownerSignInTitle: (owner: string) => t('outbox.ownerSignInTitle', { owner }),
  ownerSignIn: (when: string) => t('outbox.ownerSignIn', { when }),
}
