/** Whether the browser can read a code from an SMS (WebOTP: Chrome on Android). */
export const canReadSms = (): boolean => typeof window !== 'undefined' && 'OTPCredential' in window

/**
 * Asks the browser for the code of the next SMS that ends with `@<this host> #<code>` (WebOTP);
 * resolves to it, or to null where WebOTP is missing, on `signal`'s abort, a refusal or no code.
 */
export async function readSmsCode(signal: AbortSignal): Promise<string | null> {
  if (!canReadSms()) return null
  try {
    // `otp` is not in TypeScript's DOM types yet.
    const options = { otp: { transport: ['sms'] }, signal } as CredentialRequestOptions
    const credential: unknown = await navigator.credentials.get(options)
    const code = credential && typeof credential === 'object' ? (credential as { code?: unknown }).code : undefined
    return typeof code === 'string' && !signal.aborted ? code.slice(0, 64) : null
  } catch {
    return null
  }
}
