/** A coarse pointer or mobile UA: offer 'Pay with UPI app', since a phone cannot scan its own screen. */
export function isPhoneDevice(win: Window = window): boolean {
  const coarse = typeof win.matchMedia === 'function' && win.matchMedia('(pointer: coarse)').matches
  return coarse || /Android|iPhone|iPad|iPod|Mobile/i.test(win.navigator.userAgent)
}
