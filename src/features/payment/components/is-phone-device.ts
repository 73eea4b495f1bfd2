/**
 * True on a phone or tablet: a coarse primary pointer or a mobile user agent. Used to offer
 * 'Pay with UPI app' next to the QR code, since a phone cannot scan its own screen.
 */
export function isPhoneDevice(win: Window = window): boolean {
  const coarse = typeof win.matchMedia === 'function' && win.matchMedia('(pointer: coarse)').matches
  return coarse || /Android|iPhone|iPad|iPod|Mobile/i.test(win.navigator.userAgent)
}
