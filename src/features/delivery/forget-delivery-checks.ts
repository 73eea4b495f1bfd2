import { checkedAnswers } from './checked-answers'
import { rememberedPinCode } from './remembered-pin-code'

/** Forgets the remembered PIN code and the kept answers on this device (and in every open tab): sign-out. */
export function forgetDeliveryChecks(): void {
  rememberedPinCode.set('')
  checkedAnswers.set([])
}
