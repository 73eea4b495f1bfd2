import type { InputHTMLAttributes } from 'react'

/**
 * The input attributes of each kind of field a shopper fills in several forms, so the same kind
 * is the same control everywhere: its type, the on-screen keyboard it opens (`inputMode`) and what
 * the browser may fill in (`autoComplete`). Spread one into a TextField: `{...INPUT.email}`.
 */
export const INPUT = {
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  currentPassword: { type: 'password', autoComplete: 'current-password' },
  newPassword: { type: 'password', autoComplete: 'new-password' },
  tel: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  pinCode: { inputMode: 'numeric', pattern: '[0-9]*', autoComplete: 'postal-code', maxLength: 6 },
} as const satisfies Record<string, InputHTMLAttributes<HTMLInputElement>>
