import type { InputHTMLAttributes } from 'react'

/** The input attributes of each kind of field, so a kind is the same control in every form: `{...INPUT.email}`. */
export const INPUT = {
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  currentPassword: { type: 'password', autoComplete: 'current-password' },
  newPassword: { type: 'password', autoComplete: 'new-password' },
  tel: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  pinCode: { inputMode: 'numeric', pattern: '[0-9]*', autoComplete: 'postal-code', maxLength: 6 },
} as const satisfies Record<string, InputHTMLAttributes<HTMLInputElement>>
